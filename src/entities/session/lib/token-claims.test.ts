import { fakeAccessToken, fakeJwt } from '@test-support/fake-jwt';
import { describe, expect, it } from 'vitest';

import { parseAccessClaims, parseRefreshClaims } from './token-claims';

describe('token claims', () => {
  it('are none for no token, a token that is no JWT, or one without the claims the shell needs', () => {
    for (const token of [null, undefined, '', 'not-a-jwt', fakeJwt({ guid: 'u1' })]) {
      expect(parseAccessClaims(token)).toBeNull();
    }
    expect(parseRefreshClaims(null)).toBeNull();
    expect(parseRefreshClaims(fakeJwt({ iat: 1 }))).toBeNull();
  });

  it("are read from a token with section 3's claims, with the defaults of those it may lack", () => {
    expect(parseAccessClaims(fakeAccessToken())).toMatchObject({
      guid: 'u1',
      tenantGuid: 't1',
      root: false,
      languageId: 'en-us',
      role: '',
    });
    expect(parseRefreshClaims(fakeJwt({ exp: 100, iat: 1 }))).toEqual({ exp: 100, iat: 1 });
  });
});
