// @vitest-environment jsdom
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { clockOffsetMs } from '../lib/server-clock';
import { type IdTokenChecks, oidcTokens } from './oidc-tokens';

const TWENTY_MINUTES_MS = 20 * 60_000;
const DEVICE_NOW_MS = Date.UTC(2025, 2, 3, 9, 0, 0);
const issuer = 'https://idp.trellis.test';
const clientId = 'trellis';
let sign: (claims: JWTPayload) => Promise<string>;
let checks: IdTokenChecks;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  checks = { issuer, clientId, keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'ES256' }] }) };
  sign = (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
});

beforeEach(() => localStorage.clear());

/** The provider's answer to this sign-in: its ID token issued at the provider's now, living `lifetimeS`. */
async function providerAnswer(providerNowMs: number, lifetimeS = 300, claims: JWTPayload = {}) {
  const iat = Math.floor(providerNowMs / 1000);
  const idToken = await sign({
    iss: issuer,
    aud: clientId,
    sub: 'admin@acme.test',
    iat,
    exp: iat + lifetimeS,
    ...claims,
  });
  return { id_token: idToken, access_token: 'an-access-token', expires_in: lifetimeS };
}

describe('oidcTokens: the offset measured from the ID token first, the token judged by it then', () => {
  it.each([
    ['20 minutes ahead of', -TWENTY_MINUTES_MS],
    ['20 minutes behind', TWENTY_MINUTES_MS],
  ])('measures a device clock %s the provider’s from the ID token, then judges the token by it', async (_, offset) => {
    const answer = await providerAnswer(DEVICE_NOW_MS + offset);
    await expect(oidcTokens(answer, checks, DEVICE_NOW_MS)).resolves.toEqual({
      access_token: 'an-access-token',
      refresh_token: answer.id_token,
      expires_in: 300,
    });
    expect(clockOffsetMs()).toBe(offset);
  });

  it('refuses a token that expired by the provider’s clock, and keeps no offset from it', async () => {
    const issuedAt = Math.floor((DEVICE_NOW_MS - TWENTY_MINUTES_MS) / 1000);
    const expiredWhenIssued = await providerAnswer(DEVICE_NOW_MS - TWENTY_MINUTES_MS, 300, { exp: issuedAt - 1 });
    await expect(oidcTokens(expiredWhenIssued, checks, DEVICE_NOW_MS)).rejects.toThrow('Token has expired');
    expect(localStorage.getItem('TrellisClockOffset')).toBeNull();
  });

  it('judges by this token’s measurement, not by an offset remembered before (the clock was set right since)', async () => {
    localStorage.setItem('TrellisClockOffset', String(TWENTY_MINUTES_MS));
    await expect(oidcTokens(await providerAnswer(DEVICE_NOW_MS), checks, DEVICE_NOW_MS)).resolves.toBeDefined();
    expect(clockOffsetMs()).toBe(0);
  });

  it('refuses an answer without an ID token, and one signed by another key, keeping no offset', async () => {
    await expect(oidcTokens(null, checks, DEVICE_NOW_MS)).rejects.toThrow('no ID token');
    const { privateKey } = await generateKeyPair('ES256');
    const iat = Math.floor((DEVICE_NOW_MS + TWENTY_MINUTES_MS) / 1000);
    const forged = await new SignJWT({ iss: issuer, aud: clientId, sub: 'x', iat, exp: iat + 300 })
      .setProtectedHeader({ alg: 'ES256' })
      .sign(privateKey);
    const answer = { id_token: forged, access_token: 'an-access-token', expires_in: 300 };
    await expect(oidcTokens(answer, checks, DEVICE_NOW_MS)).rejects.toThrow();
    expect(localStorage.getItem('TrellisClockOffset')).toBeNull();
  });
});
