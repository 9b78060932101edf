import { createEffect, createEvent, createStore, sample } from 'effector';
import { z } from 'zod';
import { signInWithPasswordFx, takeReturnUrl, TokenRejectedError } from '@/entities/session';
import { localStore } from '@/shared/lib/storage';
import { navigateFx } from '@/shared/lib/navigation';

export interface Credentials {
  email: string;
  password: string;
}

/** Translation keys of the sign-in errors. */
export type SignInError = 'SignInWrongCredentials' | 'SignInFailed';

export const signInSubmitted = createEvent<Credentials>();

export const readLastLoginEmail = () => localStore.read('lastLoginEmail', z.string()) ?? '';

const rememberEmailFx = createEffect((email: string) => {
  localStore.write('lastLoginEmail', email);
});

const leaveSignInFx = createEffect(() => navigateFx({ to: takeReturnUrl(), replace: true }));

export const $signInError = createStore<SignInError | null>(null)
  .on(signInWithPasswordFx.failData, (_, error) =>
    error instanceof TokenRejectedError && error.code === 'invalid_grant' ? 'SignInWrongCredentials' : 'SignInFailed',
  )
  .reset(signInSubmitted);

export const $isSigningIn = signInWithPasswordFx.pending;

sample({ clock: signInSubmitted, target: signInWithPasswordFx });
sample({ clock: signInWithPasswordFx.done, fn: ({ params }) => params.email, target: rememberEmailFx });
sample({ clock: signInWithPasswordFx.done, target: leaveSignInFx });
