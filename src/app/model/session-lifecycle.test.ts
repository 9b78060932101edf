// @vitest-environment jsdom
import './session-lifecycle';

import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { signedInAuth, storeSession } from '@test-support/stored-session';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';

import { logOutRequested, restoreSessionFx, tokenReceived } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { provideNavigator } from '@/shared/lib/navigation';

afterEach(() => {
  queryClient.clear();
});

describe('the session lifecycle', () => {
  it('forgets every answer of the server at logout: the next user of the tab sees none of them', async () => {
    storeSession();
    serveFetch(() => new Response(null, { status: 204 }));
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

  it("asks for the tenant's theme once per tenant: renewed tokens of the same tenant ask no more", async () => {
    storeSession();
    const requests = serveFetch(() => Response.json({ themeEnabled: false, theme: 'default' }));
    const themeReads = () => requests.filter((request) => pathOf(request) === '/api/atlas/v1/theme').length;
    const scope = fork();
    await allSettled(restoreSessionFx, { scope });
    await allSettled(tokenReceived, { scope, params: signedInAuth({ refresh_token: 'r2' }) });
    expect(themeReads()).toBe(1);
    await allSettled(tokenReceived, { scope, params: signedInAuth({ tenantGuid: 't2' }) });
    expect(themeReads()).toBe(2);
  });
});
