import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

const ssoLoginSchema = z.object({ email: z.string(), isOpenSaml4: z.boolean() });

export type SsoLogin = z.infer<typeof ssoLoginSchema>;

export const SAML_SIGN_IN_PATH = '/api/access/v1/saml/login';

export const rememberSsoLogin = (login: SsoLogin) => localStore.write('ssoLogin', login);

/** Section 2: the newer SAML variant logs out at /authentication/saml2/logout, the older at /access/v1/saml/logout. */
export function ssoLogoutUrl(login: SsoLogin): string {
  const email = encodeURIComponent(login.email);
  return login.isOpenSaml4 ? `/authentication/saml2/logout?email=${email}` : `/access/v1/saml/logout?email=${email}`;
}

/** Where logout leaves the app for: the SSO logout page of an SSO user, else null (the shell's /auth). */
export function readSsoLogoutUrl(): string | null {
  const login = localStore.read('ssoLogin', ssoLoginSchema);
  return login ? ssoLogoutUrl(login) : null;
}
