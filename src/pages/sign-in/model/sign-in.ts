import { createEffect, createEvent, createStore, sample } from 'effector';
import { z } from 'zod/mini';

import {
  fetchUserType,
  rememberSsoLogin,
  SAML_SIGN_IN_PATH,
  SignInThrottledError,
  signInWithPasswordFx,
  TokenRejectedError,
  type UserType,
} from '@/entities/session';
import { apiClient } from '@/shared/api';
import { leaveAppFx } from '@/shared/lib/navigation';
import { localStore } from '@/shared/lib/storage';

export interface Credentials {
  email: string;
  password: string;
}

/** Why the last sign-in failed; a throttled one says how long to wait (seconds, null when the server did not say). */
export type SignInError =
  { reason: 'wrong-credentials' } | { reason: 'too-many-attempts'; retryAfterS: number | null } | { reason: 'failed' };

export function signInErrorOf(error: unknown): SignInError {
  if (error instanceof SignInThrottledError) return { reason: 'too-many-attempts', retryAfterS: error.retryAfterS };
  if (error instanceof TokenRejectedError && error.code === 'invalid_grant') return { reason: 'wrong-credentials' };
  return { reason: 'failed' };
}

export const signInSubmitted = createEvent<Credentials>();

export const readLastLoginEmail = () => localStore.read('lastLoginEmail', z.string()) ?? '';

const rememberEmailFx = createEffect((email: string) => {
  localStore.write('lastLoginEmail', email);
});

/** The SAML user-type lookup decides the way in; a failing lookup (null) keeps the user on this page's sign-in. */
const lookUpUserTypeFx = createEffect(async (credentials: Credentials) => ({
  credentials,
  userType: await fetchUserType(apiClient, credentials.email),
}));

const startSingleSignOnFx = createEffect(({ email, userType }: { email: string; userType: UserType }) => {
  rememberSsoLogin({ email, isOpenSaml4: userType.IsOpenSaml4 });
  return leaveAppFx(`${SAML_SIGN_IN_PATH}?email=${encodeURIComponent(email)}`);
});

export const $signInError = createStore<SignInError | null>(null)
  .on(signInWithPasswordFx.failData, (_, error) => signInErrorOf(error))
  .reset(signInSubmitted);

export const $isSigningIn = createStore(false)
  .on(signInSubmitted, () => true)
  .on(signInWithPasswordFx.finally, () => false);

sample({ clock: signInSubmitted, target: lookUpUserTypeFx });
sample({
  clock: lookUpUserTypeFx.doneData,
  filter: ({ userType }) => userType?.IsEnabled === true,
  fn: ({ credentials, userType }) => ({ email: credentials.email, userType: userType as UserType }),
  target: startSingleSignOnFx,
});
sample({
  clock: lookUpUserTypeFx.doneData,
  filter: ({ userType }) => userType?.IsEnabled !== true,
  fn: ({ credentials }) => credentials,
  target: signInWithPasswordFx,
});
sample({ clock: signInWithPasswordFx.done, fn: ({ params }) => params.email, target: rememberEmailFx });
