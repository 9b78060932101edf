import { createEffect } from 'effector';

import { apiClient } from '@/shared/api';
import { localStore } from '@/shared/lib/storage';

import { fetchLegacyCurrentUser } from '../api/session-api';

/**
 * After a single sign-on, where the user typed no e-mail here, the identity provider's user-info (the legacy
 * current-user read, section 7) names the user: the e-mail is remembered for the sign-in form, as a password sign-in
 * remembers the one typed. A failure only reports `user_profile_load_error` (section 8). An OpenID provider's tokens
 * carry the e-mail themselves. The app starts it after a SAML code sign-in (`app/model/session-lifecycle.ts`).
 */
export const loadUserProfileFx = createEffect(async () => {
  const user = await fetchLegacyCurrentUser(apiClient);
  if (!user) throw new Error('The user profile could not be read.');
  localStore.write('lastLoginEmail', user.Email);
  return user;
});
