import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, signIn, type Tokens } from '../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../test-harness/test-server/test-server.ts';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookie } from './csrf.ts';

const SERVER_START_TIMEOUT_MS = 60_000;
const TOKEN = 'T'.repeat(43);
const notification = { messageId: 'CSRF_TEST', notificationStatus: false, notificationType: 'HOME_PAGE' };

describe('double-submit CSRF token', () => {
  let server: TestServer;
  let admin: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server.close());

  const saveNotification = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/benchmarking/v1/notification',
      headers: { ...bearer(admin), ...headers },
      payload: notification,
    });
  const storedMessageId = () =>
    (
      server.db.prepare("SELECT message_id FROM benchmarking_notifications WHERE message_id = 'CSRF_TEST'").get() as
        { message_id: string } | undefined
    )?.message_id;

  it('hands a random cookie the shell can read to the runtime configuration, once', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/config.json' });
    const second = await server.app.inject({ method: 'GET', url: '/config.json' });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; SameSite=Strict$`));
    expect(cookie).not.toBe(String(second.headers['set-cookie']));
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await server.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { cookie: `${CSRF_COOKIE}=${TOKEN}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('marks the cookie Secure when the app is served over https', () => {
    expect(csrfCookie(TOKEN, true)).toBe(`${CSRF_COOKIE}=${TOKEN}; Path=/; SameSite=Strict; Secure`);
    expect(csrfCookie(TOKEN, false)).not.toMatch(/Secure/);
  });

  it('refuses a mutation that carries the cookie without repeating it, writing nothing', async () => {
    const missingOrWrong: Record<string, string>[] = [
      {},
      { [CSRF_HEADER]: 'wrong' },
      { [CSRF_HEADER]: TOKEN.slice(1) },
    ];
    for (const headers of missingOrWrong) {
      const response = await saveNotification({ cookie: `${CSRF_COOKIE}=${TOKEN}`, ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 403, detail: expect.stringContaining('X-XSRF-TOKEN') });
    }
    expect(storedMessageId()).toBeUndefined();
  });

  it('takes a mutation that repeats the cookie in the header', async () => {
    const response = await saveNotification({ cookie: `other=1; ${CSRF_COOKIE}=${TOKEN}`, [CSRF_HEADER]: TOKEN });
    expect(response.statusCode).toBe(200);
    expect(storedMessageId()).toBe('CSRF_TEST');
  });

  it('takes requests without the cookie (API clients, contract verification) and reads without the header', async () => {
    expect((await saveNotification({})).statusCode).toBe(200);
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/benchmarking/v1/notification/HOME_PAGE',
      headers: { ...bearer(admin), cookie: `${CSRF_COOKIE}=${TOKEN}` },
    });
    expect(read.statusCode).toBe(200);
  });

  it('leaves operations without credentials alone (sign-in, the identity provider form)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/access/v1/saml-settings/user-type',
      headers: { cookie: `${CSRF_COOKIE}=${TOKEN}` },
      payload: { Email: 'sso@globex.test' },
    });
    expect(response.statusCode).toBe(200);
  });
});
