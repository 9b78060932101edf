// @vitest-environment jsdom
import { pathOf, serveFetch as serve } from '@test-support/fake-fetch';
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { storeSession } from '@test-support/stored-session';
import { allSettled, createStore, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiClient } from '@/shared/api';

import { checkAccessFx } from './access-guard';
import { connectSessionToTransport } from './connect-transport';
import { switchSessionContextFx } from './context-switch';
import { storedAuthChanged } from './other-tabs';
import {
  $auth,
  $isLoggedIn,
  $userName,
  appStarted,
  loggedOutElsewhere,
  logOutRequested,
  refreshSessionFx,
  renewalAdopted,
  signInWithPasswordFx,
  tokenReceived,
} from './session';

function accessToken(expInS: number, extra: object = {}) {
  return fakeJwt({
    guid: 'u1',
    tenantGuid: 't1',
    email: 'admin@acme.test',
    orgGroupGuid: 'g1',
    root: true,
    languageId: 'en-us',
    role: 'Site Admin',
    virtualRole: null,
    exp: nowInSeconds() + expInS,
    ...extra,
  });
}

const tokens = (access: string, refresh = fakeJwt({ exp: nowInSeconds() + 3600, n: Math.random() })) => ({
  access_token: access,
  refresh_token: refresh,
  token_type: 'Bearer',
  expires_in: 900,
});

const storeAuth = (access_token: string, refresh_token = 'refresh-1') => storeSession({ access_token, refresh_token });

const isTokenRequest = (request: Request) => pathOf(request) === '/api/access/v1/oauth/token';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
describe('sign-in', () => {
  it('stores the login object and sets the session', async () => {
    const access = accessToken(900);
    serve(() => Response.json(tokens(access)));
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'admin@acme.test', password: 'trellis-demo' } });
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($userName)).toBe('admin@acme.test');
    expect(JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}')).toMatchObject({
      tenantGuid: 't1',
      orgGroupGuid: 'g1',
      access_token: access,
    });
  });

  it('returns the rejection to the caller and stores nothing', async () => {
    serve(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const scope = fork();
    const result = await allSettled(signInWithPasswordFx, { scope, params: { email: 'a@b.c', password: 'x' } });
    expect(result).toMatchObject({ status: 'fail', value: { code: 'invalid_grant' } });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
  });
});

describe('application start', () => {
  it('copies the stored auth into the session', async () => {
    storeAuth(accessToken(900));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  it('reads a malformed stored auth as signed out', async () => {
    localStorage.setItem('TrellisZenAuth', '{"access_token":1}');
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});

describe('token refresh', () => {
  it('makes one token request for 100 concurrent requests that get 401, and all of them succeed', async () => {
    storeAuth(accessToken(-10));
    const fresh = accessToken(900);
    const requests = serve(async (request) => {
      if (isTokenRequest(request)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Response.json(tokens(fresh));
      }
      return request.headers.get('Authorization') === `Bearer ${fresh}`
        ? new Response('4.12.0|1')
        : new Response(null, { status: 401 });
    });
    const scope = fork();
    connectSessionToTransport(scope);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => apiClient.GET('/api/content/v1/info/version', { parseAs: 'text' })),
    );
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    expect(requests.filter(isTokenRequest)).toHaveLength(1);
    expect(scope.getState($auth)?.access_token).toBe(fresh);
  });

  it('receives the tokens of one shared refresh once, not once per caller that waited for it', async () => {
    storeAuth(accessToken(-10));
    serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json(tokens(accessToken(900)));
    });
    const $received = createStore(0).on(tokenReceived, (count) => count + 1);
    const scope = fork();
    await Promise.all(Array.from({ length: 6 }, () => allSettled(refreshSessionFx, { scope, params: undefined })));
    expect(scope.getState($received)).toBe(1);
  });

  it('sends the refresh token and the context switch as the spec says', async () => {
    storeAuth(accessToken(900), 'refresh-abc');
    const requests = serve(() => Response.json(tokens(accessToken(900, { tenantGuid: 't2' }))));
    const scope = fork();
    await allSettled(switchSessionContextFx, { scope, params: { tenant_id: 't2' } });
    const sent = requests[0]!;
    expect(new URL(sent.url).searchParams.get('tenant_id')).toBe('t2');
    expect(Object.fromEntries(new URLSearchParams(await sent.text()))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-abc',
      client_id: 'trellis',
    });
    expect(scope.getState($auth)?.tenantGuid).toBe('t2');
  });

  it('makes one request for a switch asked again while it runs, and one for a refresh asked meanwhile', async () => {
    storeAuth(accessToken(900));
    const requests = serve(() => Response.json(tokens(accessToken(900, { tenantGuid: 't2' }))));
    const scope = fork();
    await Promise.all([
      allSettled(switchSessionContextFx, { scope, params: { tenant_id: 't2' } }),
      allSettled(switchSessionContextFx, { scope, params: { tenant_id: 't2' } }),
      allSettled(refreshSessionFx, { scope }),
    ]);
    expect(requests.filter(isTokenRequest)).toHaveLength(1);
    expect(scope.getState($auth)?.tenantGuid).toBe('t2');
  });

  it('keeps the session when the token endpoint refuses a switch, which a failed refresh would end', async () => {
    storeAuth(accessToken(900));
    serve(() => Response.json({ error: 'invalid_request' }, { status: 400 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    const { status } = await allSettled(switchSessionContextFx, { scope, params: { tenant_id: 't2' } });
    expect(status).toBe('fail');
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  it('logs off when the refresh fails', async () => {
    storeAuth(accessToken(900));
    serve(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
  });
});

describe('a refresh the token endpoint could not answer', () => {
  it('keeps the session while the access token holds', async () => {
    storeAuth(accessToken(900));
    serve(() => Response.json({ title: 'Service Unavailable' }, { status: 503 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    const result = await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(result.status).toBe('fail');
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(localStorage.getItem('TrellisZenAuth')).not.toBeNull();
  });

  it('logs off once the access token has expired', async () => {
    storeAuth(accessToken(-5));
    serve(() => Response.json({ title: 'Service Unavailable' }, { status: 503 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(await allSettled(checkAccessFx, { scope })).toEqual({ status: 'done', value: 'signed-out' });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
  });

  it('logs off on an answer it cannot read (the refresh token may be spent)', async () => {
    storeAuth(accessToken(900));
    serve(() => new Response('{"access_token": tr', { headers: { 'Content-Type': 'application/json' } }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});

describe('logout', () => {
  it('tells the server while the access token is valid, and clears the session data', async () => {
    storeAuth(accessToken(900));
    localStorage.setItem('TrellisTenant', '"t1"');
    sessionStorage.setItem('TrellisStartup', '"root"');
    const requests = serve(() => new Response(null, { status: 204 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(logOutRequested, { scope });
    expect(requests.map(pathOf)).toEqual(['/api/access/v1/auth/logout']);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
    expect(localStorage.getItem('TrellisTenant')).toBeNull();
    expect(sessionStorage.getItem('TrellisStartup')).toBeNull();
  });

  /** What a signed-in admin leaves in storage (the shapes the shell writes). */
  function fillStorageAsSignedInAdmin() {
    const admin = { Id: 'u1', FirstName: 'Ada', LastName: 'Admin', FullName: 'Ada Admin', Email: 'admin@acme.test' };
    const tenants = [{ guid: 't1', name: 'Acme Corp', parentName: null, buyingType: 'STANDARD' }];
    localStorage.setItem(
      'TrellisGlobalState',
      JSON.stringify({
        owner: 'u1:t1',
        state: { permissions: ['TENANTS_LIST'], user: admin, tenants, tenant: tenants[0] },
      }),
    );
    localStorage.setItem('TrellisLastLoginEmail', '"admin@acme.test"');
    localStorage.setItem('TrellisSession', '{"lastActivityAt":1}');
    localStorage.setItem('TrellisAutoRefreshId', '{"tabId":"tab-1","at":1}');
    localStorage.setItem('TrellisZenBrands', '{"tenantGuid":"t1","pageTitle":"Acme Trust Center","inherited":false}');
    localStorage.setItem('TrellisLanguageSelected', '"de"');
    localStorage.setItem('TrellisRiskRegisterList', '{"filter":"owner:admin@acme.test"}');
    sessionStorage.setItem('TrellisStartup', '"root"');
  }
  const everythingStored = () => JSON.stringify({ ...localStorage, ...sessionStorage });

  it('leaves nothing personal in storage but the last login e-mail: no tokens, names, permissions or tenants', async () => {
    storeAuth(accessToken(900));
    fillStorageAsSignedInAdmin();
    serve(() => new Response(null, { status: 204 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(logOutRequested, { scope });
    expect(Object.keys(localStorage).sort()).toEqual([
      'TrellisLanguageSelected',
      'TrellisLastLoginEmail',
      'TrellisZenBrands',
    ]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    localStorage.removeItem('TrellisLastLoginEmail');
    for (const personal of ['admin@acme.test', 'Ada', 'TENANTS_LIST', 'Acme Corp"', 'access_token']) {
      expect(everythingStored()).not.toContain(personal);
    }
  });

  it('keeps the e-mail for the sign-in form when the session timed out, too', async () => {
    storeAuth(accessToken(900));
    fillStorageAsSignedInAdmin();
    localStorage.setItem('TrellisTimedOut', 'true');
    serve(() => new Response(null, { status: 204 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(logOutRequested, { scope });
    expect(localStorage.getItem('TrellisLastLoginEmail')).toBe('"admin@acme.test"');
    expect(localStorage.getItem('TrellisGlobalState')).toBeNull();
  });

  it('does not call the server with an expired access token', async () => {
    storeAuth(accessToken(-1));
    const requests = serve(() => new Response(null, { status: 204 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(logOutRequested, { scope });
    expect(requests).toHaveLength(0);
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  it('goes on when the logout call fails', async () => {
    storeAuth(accessToken(900));
    serve(() => {
      throw new TypeError('network down');
    });
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(logOutRequested, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});

describe('the access guard', () => {
  it('lets a valid access token pass without a request', async () => {
    storeAuth(accessToken(900));
    const requests = serve(() => new Response(null, { status: 500 }));
    expect(await checkAccessFx()).toBe('allowed');
    expect(requests).toHaveLength(0);
  });

  it('refreshes an expired access token, then lets it pass', async () => {
    storeAuth(accessToken(-5));
    serve(() => Response.json(tokens(accessToken(900))));
    const scope = fork();
    const result = await allSettled(checkAccessFx, { scope });
    expect(result).toEqual({ status: 'done', value: 'allowed' });
  });

  it('signs out when the refresh fails', async () => {
    storeAuth(accessToken(-5));
    serve(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const scope = fork();
    expect(await allSettled(checkAccessFx, { scope })).toEqual({ status: 'done', value: 'signed-out' });
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
  });

  it('is signed out without a stored refresh token', async () => {
    expect(await checkAccessFx()).toBe('signed-out');
  });

  it('sends an AcceptEula user with a virtual role to the EULA', async () => {
    storeAuth(accessToken(900, { role: 'AcceptEula', virtualRole: 'Analyst' }));
    expect(await checkAccessFx()).toBe('accept-eula');
  });

  it('lets an AcceptEula user without a virtual role pass', async () => {
    storeAuth(accessToken(900, { role: 'AcceptEula', virtualRole: null }));
    expect(await checkAccessFx()).toBe('allowed');
  });
});

/** Web Locks as a tab meets them while another tab holds the refresh lock; `released` runs as that tab lets it go. */
function lockHeldByAnotherTab(released: () => void) {
  vi.stubGlobal('navigator', {
    locks: {
      request: async (_name: string, ...rest: [object, LockTask] | [LockTask]) => {
        const task = rest.at(-1) as LockTask;
        if (rest.length === 2) return task(null);
        released();
        return task({});
      },
    },
  });
}
type LockTask = (lock: object | null) => Promise<unknown>;

/** Another tab's write as this tab sees it: in storage, then announced by a storage event. */
function renewedInAnotherTab(access: string) {
  storeAuth(access, 'refresh-new');
  window.dispatchEvent(new StorageEvent('storage', { key: 'TrellisZenAuth' }));
}

/** How often a refresh ended in tokens of this tab's own (`tokenReceived`) and in another tab's (`renewalAdopted`). */
const countRenewals = () =>
  createStore({ received: 0, adopted: 0 })
    .on(tokenReceived, (counts) => ({ ...counts, received: counts.received + 1 }))
    .on(renewalAdopted, (counts) => ({ ...counts, adopted: counts.adopted + 1 }));

describe('refresh across tabs', () => {
  it('uses the tokens another tab stored while this one waited for the lock, without a request', async () => {
    storeAuth(accessToken(-10), 'refresh-old');
    const rotated = accessToken(900);
    lockHeldByAnotherTab(() => storeAuth(rotated, 'refresh-new'));
    const requests = serve(() => Response.json(tokens(accessToken(900))));
    const $renewals = countRenewals();
    const scope = fork();
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(requests).toHaveLength(0);
    expect(scope.getState($auth)?.access_token).toBe(rotated);
    // Followed, not received: what a renewal reads again, the renewing tab has read.
    expect(scope.getState($renewals)).toEqual({ received: 0, adopted: 1 });
  });

  it("waits for the other tab's tokens when they reach this tab after the lock does", async () => {
    vi.useFakeTimers();
    storeAuth(accessToken(-10), 'refresh-old');
    const rotated = accessToken(900);
    lockHeldByAnotherTab(() => setTimeout(() => renewedInAnotherTab(rotated), 300));
    const requests = serve(() => Response.json(tokens(accessToken(900))));
    const scope = fork();
    const settled = allSettled(refreshSessionFx, { scope, params: undefined });
    await vi.advanceTimersByTimeAsync(300);
    await settled;
    expect(requests).toHaveLength(0);
    expect(scope.getState($auth)?.access_token).toBe(rotated);
  });

  it('refreshes itself when no renewal shows within 1000 ms of getting the lock', async () => {
    vi.useFakeTimers();
    storeAuth(accessToken(-10), 'refresh-old');
    lockHeldByAnotherTab(() => undefined);
    const requests = serve(() => Response.json(tokens(accessToken(900))));
    const $renewals = countRenewals();
    const scope = fork();
    const settled = allSettled(refreshSessionFx, { scope, params: undefined });
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(requests.filter(isTokenRequest)).toHaveLength(1);
    expect(await requests[0]!.text()).toContain('refresh_token=refresh-old');
    expect(scope.getState($renewals)).toEqual({ received: 1, adopted: 0 });
  });
});

describe('other tabs', () => {
  it('follow a logout in another tab without calling the server', async () => {
    storeAuth(accessToken(900));
    const requests = serve(() => new Response(null, { status: 204 }));
    const scope = fork();
    const $endedElsewhere = createStore(0).on(loggedOutElsewhere, (count) => count + 1);
    await allSettled(appStarted, { scope });
    localStorage.removeItem('TrellisZenAuth');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($endedElsewhere)).toBe(1);
    expect(requests).toHaveLength(0);
  });

  it('take the tokens another tab refreshed', async () => {
    storeAuth(accessToken(900), 'refresh-1');
    const scope = fork();
    await allSettled(appStarted, { scope });
    storeAuth(accessToken(900), 'refresh-2');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($auth)?.refresh_token).toBe('refresh-2');
  });
});
