// @vitest-environment jsdom
// Loaded with the signed-in features in the app.
import './page-visits';

import { pathOf } from '@test-support/fake-fetch';
import { signedInAuth } from '@test-support/session-scope';
import { allSettled } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { readRecentVisits } from '@/entities/page-history';
import { $auth } from '@/entities/session';

import { appScope } from './app-scope';
import { pageEntered, routeRequested } from './route-events';
import { trackRoutes } from './route-tracking';

/**
 * config.json hosts the onboarding module (issue 24); every other request is answered with an empty object. Set up
 * before the app's scope is imported: it reads the device's colour scheme and the texts as it loads.
 */
const { requests, serve } = vi.hoisted(() => {
  const asked: Request[] = [];
  const onboarding = {
    id: 'onboarding',
    path: '/onboarding',
    entry: 'https://modules.example.com/onboarding/entry.js',
    title: { 'en-us': 'Onboarding' },
  };
  const stub = () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      asked.push(request);
      const config = new URL(request.url).pathname === '/config.json';
      return Response.json(config ? { modules: [onboarding] } : {});
    });
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined }));
  };
  stub();
  return { requests: asked, serve: stub };
});
// The globals are unstubbed after each test.
beforeEach(serve);

const moduleTextsAskedSince = (count: number) =>
  requests
    .slice(count)
    .map(pathOf)
    .filter((path) => path.includes('/translations/tenant-custom/'));

/** A router whose one location is `pathname`, loaded and idle. */
const routerAt = (pathname: string, key: string) => ({
  state: { location: { pathname, search: '', key }, navigation: { state: 'idle' }, initialized: true },
  subscribe: () => () => undefined,
});

describe('a page of a module config.json hosts', () => {
  it('is remembered among the recently visited pages, as a built-in module’s page is; other pages are not', async () => {
    await allSettled($auth, { scope: appScope, params: signedInAuth({ tenantGuid: 't1' }) });
    trackRoutes(routerAt('/onboarding/step/2', 'k1'))();
    trackRoutes(routerAt('/preferences', 'k2'))();
    trackRoutes(routerAt('/organization', 'k3'))();
    await allSettled(appScope);
    const urls = readRecentVisits({ userGuid: 'u1', tenantGuid: 't1' }).map((visit) => visit.url);
    expect(urls.toSorted()).toEqual(['/onboarding/step/2', '/organization']);
  });

  it("loads the module's tenant-custom texts under the module's id", async () => {
    await allSettled(pageEntered, { scope: appScope, params: { pathname: '/organization', at: Date.now() } });
    const before = requests.length;
    await allSettled(routeRequested, { scope: appScope, params: '/onboarding' });
    await allSettled(pageEntered, { scope: appScope, params: { pathname: '/onboarding', at: Date.now() } });
    expect(moduleTextsAskedSince(before)).toEqual([
      '/api/globalization/v2/translations/tenant-custom/en-us/onboarding',
    ]);
  });
});
