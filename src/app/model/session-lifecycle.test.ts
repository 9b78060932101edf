// @vitest-environment jsdom
import './session-lifecycle';

import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { logOutRequested, restoreSessionFx } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { provideNavigator } from '@/shared/lib/navigation';

const accessToken = fakeJwt({
  guid: 'u1',
  tenantGuid: 't1',
  email: 'admin@acme.test',
  orgGroupGuid: 'g1',
  exp: nowInSeconds() + 900,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the session lifecycle', () => {
  it('forgets every answer of the server at logout: the next user of the tab sees none of them', async () => {
    localStorage.setItem(
      'TrellisZenAuth',
      JSON.stringify({ tenantGuid: 't1', orgGroupGuid: 'g1', access_token: accessToken, refresh_token: 'r1' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const navigations: string[] = [];
    provideNavigator((to) => {
      navigations.push(String(to));
      return Promise.resolve();
    });
    queryClient.setQueryData(['global-state', 'u1', 't1'], { user: { Email: 'admin@acme.test' } });
    queryClient.setQueryData(['access', 'tenants', 't1'], [{ guid: 't1', name: 'Acme Corp' }]);
    const scope = fork();
    await allSettled(restoreSessionFx, { scope });
    await allSettled(logOutRequested, { scope });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(navigations).toEqual(['/auth']);
  });
});
