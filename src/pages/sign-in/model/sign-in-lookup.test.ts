import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import { signInWithPasswordFx, type UserType } from '@/entities/session';

import {
  $signInError,
  $singleSignOnEmail,
  emailEntered,
  lookUpUserTypeFx,
  signInSubmitted,
  startSingleSignOnFx,
} from './sign-in';

const PASSWORD_USER: UserType = { IsEnabled: false, IsOpenSaml4: false };
const SSO_USER: UserType = { IsEnabled: true, IsOpenSaml4: true };
const ada = { email: 'ada@acme.test', password: 'secret' };

function scopeWith(lookUp: (email: string) => Promise<UserType | null>) {
  const lookups = vi.fn(lookUp);
  const passwordSignIn = vi.fn(async () => ({
    tenantGuid: 't1',
    orgGroupGuid: 'g1',
    access_token: 'a',
    refresh_token: 'r',
  }));
  const singleSignOn = vi.fn(async () => undefined);
  const scope = fork({
    handlers: [
      [lookUpUserTypeFx, lookups],
      [signInWithPasswordFx, passwordSignIn],
      [startSingleSignOnFx, singleSignOn],
    ],
  });
  return { scope, lookups, passwordSignIn, singleSignOn };
}

describe('the way in is looked up as soon as the e-mail is typed', () => {
  it('so that Sign in sends the token request alone', async () => {
    const { scope, lookups, passwordSignIn } = scopeWith(async () => PASSWORD_USER);
    await allSettled(emailEntered, { scope, params: ada.email });
    expect(lookups).toHaveBeenCalledWith(ada.email);
    await allSettled(signInSubmitted, { scope, params: ada });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(passwordSignIn).toHaveBeenCalledWith(ada);
  });

  it('a Sign in during the lookup waits for it, and an SSO user goes to single sign-on', async () => {
    let answer: (userType: UserType) => void = () => undefined;
    const { scope, lookups, passwordSignIn, singleSignOn } = scopeWith(
      () => new Promise<UserType>((resolve) => (answer = resolve)),
    );
    const lookedUp = allSettled(emailEntered, { scope, params: ada.email });
    const submitted = allSettled(signInSubmitted, { scope, params: ada });
    answer(SSO_USER);
    await Promise.all([lookedUp, submitted]);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(singleSignOn).toHaveBeenCalledWith({ email: ada.email, userType: SSO_USER });
    expect(passwordSignIn).not.toHaveBeenCalled();
  });

  it('an e-mail changed after its lookup is looked up again at Sign in', async () => {
    const { scope, lookups, passwordSignIn } = scopeWith(async () => PASSWORD_USER);
    await allSettled(emailEntered, { scope, params: 'ada@acme.tes' });
    await allSettled(signInSubmitted, { scope, params: ada });
    expect(lookups.mock.calls.map(([email]) => email)).toEqual(['ada@acme.tes', ada.email]);
    expect(passwordSignIn).toHaveBeenCalledTimes(1);
  });

  it('a lookup that failed is asked again at Sign in, and a second failure falls back to the password', async () => {
    const { scope, lookups, passwordSignIn } = scopeWith(async () => null);
    await allSettled(emailEntered, { scope, params: ada.email });
    await allSettled(signInSubmitted, { scope, params: ada });
    expect(lookups).toHaveBeenCalledTimes(2);
    expect(passwordSignIn).toHaveBeenCalledWith(ada);
  });
});

describe('a password is asked for only where it is used', () => {
  it('a single sign-on user is known as such once looked up, and signs in without a password', async () => {
    const { scope, passwordSignIn, singleSignOn } = scopeWith(async () => SSO_USER);
    expect(scope.getState($singleSignOnEmail)).toBeNull();
    await allSettled(emailEntered, { scope, params: ada.email });
    expect(scope.getState($singleSignOnEmail)).toBe(ada.email);
    await allSettled(signInSubmitted, { scope, params: { email: ada.email, password: '' } });
    expect(singleSignOn).toHaveBeenCalledTimes(1);
    expect(passwordSignIn).not.toHaveBeenCalled();
    expect(scope.getState($signInError)).toBeNull();
  });

  it('a password user who sent none is asked for it, and no token request is made', async () => {
    const { scope, passwordSignIn } = scopeWith(async () => PASSWORD_USER);
    await allSettled(signInSubmitted, { scope, params: { email: ada.email, password: '' } });
    expect(scope.getState($singleSignOnEmail)).toBeNull();
    expect(scope.getState($signInError)).toEqual({ reason: 'password-missing' });
    expect(passwordSignIn).not.toHaveBeenCalled();
  });
});
