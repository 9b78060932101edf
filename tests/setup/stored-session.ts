import { fakeAccessToken } from './fake-jwt';

interface StoredSession {
  access_token?: string;
  refresh_token?: string;
  tenantGuid?: string;
  orgGroupGuid?: string;
  identityProvider?: 'oidc';
}

/** Writes a signed-in session where the shell keeps it (`TrellisZenAuth`, section 3): user u1 in tenant t1. */
export function storeSession({
  access_token = fakeAccessToken(),
  refresh_token = 'r1',
  tenantGuid = 't1',
  orgGroupGuid = 'g1',
  identityProvider,
}: StoredSession = {}) {
  localStorage.setItem(
    'TrellisZenAuth',
    JSON.stringify({ tenantGuid, orgGroupGuid, access_token, refresh_token, identityProvider }),
  );
}
