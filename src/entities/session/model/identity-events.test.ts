// @vitest-environment jsdom
import { allSettled, createStore, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityEvent, type IdentityEvent } from './identity-events';
import { refreshSessionFx, signInWithPasswordFx } from './session';

const $seen = createStore<IdentityEvent['type'][]>([]).on(identityEvent, (seen, event) => [...seen, event.type]);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('identity events', () => {
  it('report a rejected sign-in as token_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'a@acme.test', password: 'x' } });
    expect(scope.getState($seen)).toEqual(['token_error']);
  });

  it('report a failed refresh as token_refresh_error, then logout', async () => {
    localStorage.setItem(
      'TrellisZenAuth',
      JSON.stringify({ tenantGuid: 't', orgGroupGuid: 'g', access_token: 'a', refresh_token: 'r' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    const scope = fork();
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($seen)).toEqual(['token_refresh_error', 'logout']);
  });
});
