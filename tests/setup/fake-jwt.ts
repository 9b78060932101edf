/** An unsigned JWT carrying `claims`: the shell only reads tokens, it never checks their signature. */
export function fakeJwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** An access token with the claims of section 3, for user u1 in tenant t1; `claims` adds or overrides. */
export const fakeAccessToken = (claims: object = {}) =>
  fakeJwt({ guid: 'u1', tenantGuid: 't1', email: 'ada@acme.test', orgGroupGuid: 'g1', exp: 9e9, ...claims });
