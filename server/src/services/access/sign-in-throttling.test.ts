import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEMO_PASSWORD, refresh, signIn } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

/** Every scrypt the server runs, with the parameters that decide its cost. */
const scryptCalls = vi.hoisted(() => [] as { keylen: number; saltLength: number }[]);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    scryptCalls.push({ keylen: args[2], saltLength: Buffer.from(args[1] as Buffer).length });
    return Reflect.apply(crypto.scrypt, crypto, args) as void;
  };
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

const ADDRESS_LIMIT = 10;

describe('password sign-in throttling', () => {
  let server: TestServer;
  let nextAddress = 1;
  /** Each test signs in from an address of its own, unless it is about addresses. */
  let address: string;

  beforeAll(async () => {
    server = await startTestServer({ signInLimits: { failuresPerAddressPerMinute: ADDRESS_LIMIT } });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => {
    address = `10.0.0.${nextAddress++}`;
    scryptCalls.length = 0;
  });

  const attempt = (username: string, password: string, from = address) =>
    server.app.inject({
      method: 'POST',
      url: '/api/access/v1/oauth/token',
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: 'trellis' }).toString(),
    });

  async function failTimes(username: string, times: number, from = address) {
    for (let i = 0; i < times; i++) expect((await attempt(username, `guess-${i}`, from)).statusCode).toBe(400);
  }

  it('locks an account after 5 failures: 429 with Retry-After, even for the right password', async () => {
    await failTimes('eula@acme.test', 5);
    const locked = await attempt('eula@acme.test', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.headers['content-type']).toMatch(/^application\/json/);
    expect(locked.json()).toEqual({
      error: 'slow_down',
      error_description: 'Too many sign-in attempts. Try again in 60 seconds.',
    });
  });

  it('checks no password while the account is locked', async () => {
    await failTimes('locked-check@acme.test', 5);
    scryptCalls.length = 0;
    expect((await attempt('locked-check@acme.test', 'one-more')).statusCode).toBe(429);
    expect(scryptCalls).toEqual([]);
  });

  it('counts the address as typed: another spelling of the e-mail is the same account', async () => {
    await failTimes('Spelling@Acme.test', 3);
    await failTimes(' spelling@acme.test ', 2);
    expect((await attempt('SPELLING@acme.test', 'again')).statusCode).toBe(429);
  });

  it('a correct password ends the run of failures', async () => {
    await failTimes('idle@acme.test', 4);
    expect((await attempt('idle@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    await failTimes('idle@acme.test', 4);
    expect((await attempt('idle@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves other users alone while one account is locked, from the same address', async () => {
    await failTimes('admin@acme.test', 5);
    expect((await attempt('admin@acme.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('analyst@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail address like a known one, so a lock-out tells nothing', async () => {
    await failTimes('nobody@acme.test', 5);
    const locked = await attempt('nobody@acme.test', 'guess');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
  });

  it('keeps refreshing a locked account’s existing session (refresh is not throttled)', async () => {
    const tokens = await signIn(server, 'analyst@acme.test');
    await failTimes('analyst@acme.test', 5);
    expect((await attempt('analyst@acme.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await refresh(server, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('limits failures per client address across accounts; other addresses and successes are not counted', async () => {
    const sprayer = '192.0.2.1';
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await attempt(`spray-${i}@acme.test`, 'Winter2026!', sprayer)).statusCode).toBe(400);
    }
    const refused = await attempt('admin-again@acme.test', 'Winter2026!', sprayer);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await attempt('sso-less@acme.test', 'x', '192.0.2.2')).statusCode).toBe(400);
    const office = '192.0.2.3';
    for (let i = 0; i < ADDRESS_LIMIT + 2; i++) {
      expect((await attempt('idle@acme.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
    }
  });

  it('costs the same scrypt for a wrong password, an unknown e-mail and a single sign-on user', async () => {
    const costs = [];
    for (const username of ['idle@acme.test', 'nobody-timing@acme.test', 'sso@globex.test']) {
      scryptCalls.length = 0;
      expect((await attempt(username, 'not-it', `198.51.100.${costs.length + 1}`)).statusCode).toBe(400);
      costs.push([...scryptCalls]);
    }
    expect(costs[0]).toEqual([{ keylen: 64, saltLength: 16 }]);
    expect(costs[1]).toEqual(costs[0]);
    expect(costs[2]).toEqual(costs[0]);
  });

  it('lets a concurrent burst of guesses on one account through no further than the lock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('burst@acme.test', `guess-${i}`, `203.0.113.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
    expect(scryptCalls.length).toBe(checked);
  });
});
