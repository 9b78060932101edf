// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { storeSession } from '@test-support/stored-session';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { $auth, appStarted, signInWithPasswordFx } from '@/entities/session';
import { provideNavigator } from '@/shared/lib/navigation';
import { showToastFx } from '@/shared/ui';

import { takeLinkContextFx } from './startup-context';

const jwt = (tenantGuid: string) =>
  fakeJwt({ guid: 'u', tenantGuid, email: 'a@acme.test', orgGroupGuid: 'g', role: 'r', exp: nowInSeconds() + 900 });
const tokensIn = (tenantGuid: string) =>
  Response.json({ access_token: jwt(tenantGuid), refresh_token: `r-${tenantGuid}`, expires_in: 900 });

const LINK_TENANT = 't2';
const GLOBEX_LINK = `context=${LINK_TENANT}&contextVersion=1`;

/** The reference server in small: the user works in t1 and may enter t2; contexts name tenants by their id. */
function serve({ lookup = 'answer' }: { lookup?: 'answer' | 'not a member' | 'failing' } = {}) {
  return serveFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/access/v1/tenants/context') {
      if (lookup === 'failing') return new Response(null, { status: 500 });
      const tenant = url.searchParams.get('context') ?? '';
      return lookup === 'answer' && ['t1', 't2'].includes(tenant)
        ? Response.json({ Id: tenant })
        : new Response(null, { status: 404 });
    }
    const body = new URLSearchParams(await request.text());
    if (body.get('grant_type') === 'password') return tokensIn('t1');
    return tokensIn(url.searchParams.get('tenant_id') ?? 't1');
  });
}

const pathsOf = (requests: Request[]) => requests.map(pathOf);

let navigations: string[] = [];
/** The notices the user was shown (toasts). */
let notices = 0;

/** A tab's app: its scope, with the toasts counted. */
const appScope = () =>
  fork({
    handlers: [
      [
        showToastFx,
        () => {
          notices += 1;
        },
      ],
    ],
  });

/** The app starts, and reads the link as it does once the session is restored (`app/model/session-lifecycle.ts`). */
async function startApp(scope: ReturnType<typeof fork>) {
  await allSettled(appStarted, { scope });
  await allSettled(takeLinkContextFx, { scope, params: scope.getState($auth) });
}

const signedIn = (identityProvider?: 'oidc') =>
  storeSession({ access_token: jwt('t1'), refresh_token: 'r', orgGroupGuid: 'g', identityProvider });

type Lookup = Parameters<typeof serve>[0];

/** Opens `url` in a new tab with the server of `serve` and starts the app. */
async function startSignedOutAt(url: string, lookup?: Lookup) {
  window.history.replaceState(null, '', url);
  const requests = serve(lookup);
  const scope = appScope();
  await startApp(scope);
  return { scope, requests };
}

function startSignedInAt(url: string, lookup?: Lookup, identityProvider?: 'oidc') {
  signedIn(identityProvider);
  return startSignedOutAt(url, lookup);
}

beforeEach(() => {
  navigations = [];
  notices = 0;
  provideNavigator((to) => {
    navigations.push(String(to));
    return Promise.resolve();
  });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const currentUrl = () => window.location.pathname + window.location.search;

describe('a link with a context, opened signed in', () => {
  it("is removed from the URL, switches to the link's tenant and goes to /landing", async () => {
    const { scope, requests } = await startSignedInAt(`/mfe-host/risk?${GLOBEX_LINK}&tab=2`);
    expect(currentUrl()).toBe('/mfe-host/risk?tab=2');
    expect(scope.getState($auth)?.tenantGuid).toBe(LINK_TENANT);
    const refresh = requests.find((request) => request.url.includes('/oauth/token'));
    expect(new URL(refresh?.url ?? 'http://x').searchParams.get('tenant_id')).toBe(LINK_TENANT);
    expect(navigations).toEqual(['/landing']);
    expect(notices).toBe(0);
  });

  it('stays on the page without a token request when the link belongs to the current tenant', async () => {
    const { scope, requests } = await startSignedInAt('/mfe-host/risk?context=t1&contextVersion=1');
    expect(currentUrl()).toBe('/mfe-host/risk');
    expect(pathsOf(requests)).toEqual(['/api/access/v1/tenants/context']);
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
    expect(navigations).toEqual([]);
    expect(notices).toBe(0);
  });

  it('keeps the current tenant and says so when the link belongs to a tenant the user is not in', async () => {
    const { scope, requests } = await startSignedInAt(`/mfe-host?${GLOBEX_LINK}`, { lookup: 'not a member' });
    expect(window.location.search).toBe('');
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
    expect(pathsOf(requests)).toEqual(['/api/access/v1/tenants/context']);
    expect(navigations).toEqual([]);
    expect(notices).toBe(1);
  });

  it('goes on as it is when the lookup fails, and says so', async () => {
    const { scope, requests } = await startSignedInAt('/mfe-host?context=gone&contextVersion=9', { lookup: 'failing' });
    expect(window.location.search).toBe('');
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
    expect(pathsOf(requests)).toEqual(['/api/access/v1/tenants/context']);
    expect(notices).toBe(1);
  });

  it('cannot change tenant in a session of an external OpenID provider: it stays and says so', async () => {
    const { scope, requests } = await startSignedInAt(`/mfe-host?${GLOBEX_LINK}`, {}, 'oidc');
    expect(pathsOf(requests)).toEqual(['/api/access/v1/tenants/context']);
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
    expect(notices).toBe(1);
  });

  it.each([
    ['a context without its version', '?context=t2', ''],
    ['an empty context', '?context=&contextVersion=1&tab=2', '?tab=2'],
    ['a context with markup', '?context=%3Cb%3E&contextVersion=1', ''],
  ])('is dropped with a notice and no request for %s', async (_case, search, left) => {
    const { requests } = await startSignedInAt(`/mfe-host${search}`);
    expect(window.location.search).toBe(left);
    expect(requests).toHaveLength(0);
    expect(notices).toBe(1);
  });

  it('makes no request and shows nothing without a context in the URL', async () => {
    const { requests } = await startSignedInAt('/mfe-host?tab=2');
    expect(currentUrl()).toBe('/mfe-host?tab=2');
    expect(requests).toHaveLength(0);
    expect(notices).toBe(0);
  });
});

describe('a link with a context, opened signed out', () => {
  const signIn = (scope: ReturnType<typeof fork>) =>
    allSettled(signInWithPasswordFx, { scope, params: { email: 'a@acme.test', password: 'p' } });

  it("waits for the sign-in, then switches to the link's tenant and goes to /landing", async () => {
    const { scope, requests } = await startSignedOutAt(`/mfe-host/risk?${GLOBEX_LINK}`);
    expect(currentUrl()).toBe('/mfe-host/risk');
    expect(requests).toHaveLength(0);
    localStorage.setItem('TrellisSessionReturnUrl', JSON.stringify('/mfe-host/risk'));

    await signIn(scope);
    expect(scope.getState($auth)?.tenantGuid).toBe(LINK_TENANT);
    expect(pathsOf(requests)).toEqual([
      '/api/access/v1/oauth/token',
      '/api/access/v1/tenants/context',
      '/api/access/v1/oauth/token',
    ]);
    expect(navigations).toEqual(['/landing']);
    expect(localStorage.getItem('TrellisSessionReturnUrl')).toBeNull();
    expect(sessionStorage.getItem('TrellisLinkContext')).toBeNull();
    expect(notices).toBe(0);
  });

  it('keeps the tenant the user signed in to and goes to the page they wanted, with a notice, for a tenant not theirs', async () => {
    const { scope, requests } = await startSignedOutAt(`/mfe-host/risk?${GLOBEX_LINK}`, { lookup: 'not a member' });
    localStorage.setItem('TrellisSessionReturnUrl', JSON.stringify('/mfe-host/risk'));
    await signIn(scope);
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
    expect(pathsOf(requests)).toEqual(['/api/access/v1/oauth/token', '/api/access/v1/tenants/context']);
    expect(navigations).toEqual(['/mfe-host/risk']);
    expect(notices).toBe(1);
  });

  it('is applied once: a later sign-in in the tab goes where it would without a link', async () => {
    window.history.replaceState(null, '', `/mfe-host?${GLOBEX_LINK}`);
    serve();
    const scope = appScope();
    await startApp(scope);
    await signIn(scope);
    localStorage.setItem('TrellisSessionReturnUrl', JSON.stringify('/organization'));
    await signIn(scope);
    expect(navigations).toEqual(['/landing', '/organization']);
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
  });

  it('drops malformed values at once, with a notice, and signs in as usual', async () => {
    const { scope, requests } = await startSignedOutAt('/mfe-host?contextVersion=1');
    expect(window.location.search).toBe('');
    expect(notices).toBe(1);
    localStorage.setItem('TrellisSessionReturnUrl', JSON.stringify('/organization'));
    await signIn(scope);
    expect(pathsOf(requests)).toEqual(['/api/access/v1/oauth/token']);
    expect(navigations).toEqual(['/organization']);
  });
});
