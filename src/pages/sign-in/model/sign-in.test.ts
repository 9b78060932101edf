import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';

import { SignInThrottledError, signInWithPasswordFx, TokenRejectedError } from '@/entities/session';

import { $signInError } from './sign-in';

const credentials = { email: 'guess@acme.test', password: 'guess' };

async function errorAfter(failure: Error) {
  const scope = fork({
    handlers: [
      [
        signInWithPasswordFx,
        () => {
          throw failure;
        },
      ],
    ],
  });
  await allSettled(signInWithPasswordFx, { scope, params: credentials });
  return scope.getState($signInError);
}

describe('the sign-in error', () => {
  it('tells too many attempts apart, with the wait the server asked for', async () => {
    expect(await errorAfter(new SignInThrottledError(120))).toEqual({ reason: 'too-many-attempts', retryAfterS: 120 });
    expect(await errorAfter(new SignInThrottledError(null))).toEqual({
      reason: 'too-many-attempts',
      retryAfterS: null,
    });
  });

  it('is a wrong password for invalid_grant', async () => {
    expect(await errorAfter(new TokenRejectedError('invalid_grant', 'wrong'))).toEqual({ reason: 'wrong-credentials' });
  });

  it('is a failure for anything else', async () => {
    expect(await errorAfter(new Error('The token endpoint answered 503.'))).toEqual({ reason: 'failed' });
  });
});
