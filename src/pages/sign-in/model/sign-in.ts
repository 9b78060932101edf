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
  | { reason: 'wrong-credentials' }
  | { reason: 'too-many-attempts'; retryAfterS: number | null }
  | { reason: 'failed' }
  | { reason: 'password-missing' };

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

/**
 * The SAML user-type lookup decides the way in; a failing lookup (null) keeps the user on this page's sign-in, and is
 * not kept: the submit asks again.
 */
export const lookUpUserTypeFx = createEffect((email: string) => fetchUserType(apiClient, email));

/**
 * The e-mail was typed (the field left with a well-formed address): its way in is looked up now, while the password
 * is typed, so that Sign in waits for the token request alone.
 */
export const emailEntered = createEvent<string>();

interface Lookup {
  email: string;
  userType: UserType | null;
}
const $lookedUp = createStore<Lookup | null>(null).on(lookUpUserTypeFx.done, (lookedUp, { params, result }) =>
  result ? { email: params, userType: result } : lookedUp,
);
/** The e-mail whose way in is single sign-on: its password would never be used, so the form does not ask for it. */
export const $singleSignOnEmail = $lookedUp.map((lookedUp) => (lookedUp?.userType?.IsEnabled ? lookedUp.email : null));
const $lookingUp = createStore<string | null>(null)
  .on(lookUpUserTypeFx, (_, email) => email)
  .reset(lookUpUserTypeFx.finally);
const decided = createEvent<{ credentials: Credentials; userType: UserType | null }>();
/** The submit waiting for the lookup of its e-mail, started by the field or by the submit itself. */
const $waitingSubmit = createStore<Credentials | null>(null).reset(decided);

export const startSingleSignOnFx = createEffect(({ email, userType }: { email: string; userType: UserType }) => {
  rememberSsoLogin({ email, isOpenSaml4: userType.IsOpenSaml4 });
  return leaveAppFx(`${SAML_SIGN_IN_PATH}?email=${encodeURIComponent(email)}`);
});

/**
 * Whether a password is needed is known once the way in is: the form lets an empty password through with a
 * well-formed e-mail, and a user who does not sign in through single sign-on is asked for it here.
 */
const passwordMissing = createEvent();

export const $signInError = createStore<SignInError | null>(null)
  .on(signInWithPasswordFx.failData, (_, error) => signInErrorOf(error))
  .on(passwordMissing, () => ({ reason: 'password-missing' }))
  .reset(signInSubmitted);

export const $isSigningIn = createStore(false)
  .on(signInSubmitted, () => true)
  .on([signInWithPasswordFx.finally, passwordMissing], () => false);

sample({
  clock: emailEntered,
  source: { lookedUp: $lookedUp, lookingUp: $lookingUp },
  filter: ({ lookedUp, lookingUp }, email) => lookedUp?.email !== email && lookingUp !== email,
  fn: (_, email) => email,
  target: lookUpUserTypeFx,
});
sample({
  clock: signInSubmitted,
  source: $lookedUp,
  filter: (lookedUp, { email }) => lookedUp?.email === email,
  fn: (lookedUp, credentials) => ({ credentials, userType: lookedUp?.userType ?? null }),
  target: decided,
});
sample({
  clock: signInSubmitted,
  source: $lookedUp,
  filter: (lookedUp, { email }) => lookedUp?.email !== email,
  fn: (_, credentials) => credentials,
  target: $waitingSubmit,
});
sample({
  clock: signInSubmitted,
  source: { lookedUp: $lookedUp, lookingUp: $lookingUp },
  filter: ({ lookedUp, lookingUp }, { email }) => lookedUp?.email !== email && lookingUp !== email,
  fn: (_, { email }) => email,
  target: lookUpUserTypeFx,
});
sample({
  clock: lookUpUserTypeFx.finally,
  source: $waitingSubmit,
  filter: (waiting, { params }) => waiting?.email === params,
  fn: (waiting, lookup) => ({
    credentials: waiting as Credentials,
    userType: lookup.status === 'done' ? lookup.result : null,
  }),
  target: decided,
});
sample({
  clock: decided,
  filter: ({ userType }) => userType?.IsEnabled === true,
  fn: ({ credentials, userType }) => ({ email: credentials.email, userType: userType as UserType }),
  target: startSingleSignOnFx,
});
sample({
  clock: decided,
  filter: ({ userType, credentials }) => userType?.IsEnabled !== true && credentials.password !== '',
  fn: ({ credentials }) => credentials,
  target: signInWithPasswordFx,
});
sample({
  clock: decided,
  filter: ({ userType, credentials }) => userType?.IsEnabled !== true && credentials.password === '',
  target: passwordMissing,
});
sample({ clock: signInWithPasswordFx.done, fn: ({ params }) => params.email, target: rememberEmailFx });
