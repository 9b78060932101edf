import type { StoredAuth } from '@/entities/session';

import { fakeAccessToken } from './fake-jwt';

/** The signed-in session of user u1 in tenant t1, as the shell stores and holds it; `auth` adds or overrides. */
export const signedInAuth = (auth: Partial<StoredAuth> = {}): StoredAuth => ({
  tenantGuid: 't1',
  orgGroupGuid: 'g1',
  access_token: fakeAccessToken(),
  refresh_token: 'r1',
  ...auth,
});

/** Writes that session where the shell keeps it (`TrellisZenAuth`, section 3). */
export function storeSession(auth: Partial<StoredAuth> = {}) {
  localStorage.setItem('TrellisZenAuth', JSON.stringify(signedInAuth(auth)));
}
