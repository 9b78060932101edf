import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { OIDC_CLOCK_SKEW_MS } from '../config/oidc-config';
import { isAtHashRequired, validateIdToken } from './validate-id-token';

const issuer = 'https://idp.trellis.test';
const clientId = 'trellis';
const accessToken = 'an-access-token';
// The at_hash of 'an-access-token' (left half of its SHA-256, base64url).
let atHash: string;
let sign: (claims: JWTPayload) => Promise<string>;
let keys: ReturnType<typeof createLocalJWKSet>;
const nowS = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'ES256' }] });
  sign = (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken)));
  atHash = Buffer.from(digest.slice(0, 16)).toString('base64url');
});

const valid = () => ({ iss: issuer, aud: clientId, sub: 'admin@acme.test', iat: nowS, exp: nowS + 300 });
const check = async (claims: JWTPayload, withAccessToken = true) =>
  validateIdToken(await sign(claims), {
    issuer,
    clientId,
    keys,
    // The shell's own skew (section 9: 600000 ms), which the tests below pin with literal times.
    clockSkewMs: OIDC_CLOCK_SKEW_MS,
    accessToken: withAccessToken ? accessToken : undefined,
    atHashRequired: true,
  });

describe('validateIdToken', () => {
  it('accepts a token that keeps every rule', async () => {
    await expect(check({ ...valid(), at_hash: atHash })).resolves.toBeUndefined();
    await expect(check(valid(), false)).resolves.toBeUndefined();
  });

  it.each([
    ['Wrong audience', { aud: 'someone-else' }],
    ['Wrong issuer', { iss: 'https://evil.test' }],
    ['No sub claim in id_token', { sub: undefined }],
    ['No iat claim in id_token', { iat: undefined }],
    ['Token has expired', { exp: nowS - 601 }],
    ['Wrong at_hash', { at_hash: 'AAAAAAAAAAAAAAAAAAAAAA' }],
    ['An at_hash is needed!', { at_hash: undefined }],
  ])('refuses with "%s"', async (message, change) => {
    await expect(check({ ...valid(), at_hash: atHash, ...change })).rejects.toThrow(message);
  });

  it('lets a code-flow token (from the token endpoint) omit at_hash, but not carry a wrong one', async () => {
    const token = await sign(valid());
    const codeFlow = { issuer, clientId, keys, clockSkewMs: 600_000, accessToken };
    await expect(validateIdToken(token, codeFlow)).resolves.toBeUndefined();
    await expect(validateIdToken(await sign({ ...valid(), at_hash: 'AAAA' }), codeFlow)).rejects.toThrow(
      'Wrong at_hash',
    );
  });

  it.each([
    ['code', false],
    ['id_token token', true],
    ['code id_token token', true],
    ['code id_token', false],
  ])('requires at_hash for response type "%s": %s', (responseType, required) => {
    expect(isAtHashRequired(responseType)).toBe(required);
  });

  it('allows ten minutes of clock skew', async () => {
    const issuedEarlier = { ...valid(), at_hash: atHash, iat: nowS - 900 };
    await expect(check({ ...issuedEarlier, exp: nowS - 590 })).resolves.toBeUndefined();
    await expect(check({ ...issuedEarlier, exp: nowS - 610 })).rejects.toThrow('Token has expired');
  });

  it('refuses a token that expired when it was issued, within the skew allowance too', async () => {
    await expect(check({ ...valid(), at_hash: atHash, exp: nowS })).rejects.toThrow('Token has expired');
    await expect(check({ ...valid(), at_hash: atHash, exp: nowS - 1 })).rejects.toThrow('Token has expired');
    await expect(check({ ...valid(), at_hash: atHash, exp: nowS + 1 })).resolves.toBeUndefined();
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(valid()).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
    await expect(validateIdToken(forged, { issuer, clientId, keys, clockSkewMs: 600_000 })).rejects.toThrow();
  });
});
