// @vitest-environment jsdom
import './language-lifecycle';

import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { signedInAuth } from '@test-support/session-scope';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';

import { $auth } from '@/entities/session';

import { pageEntered, routeRequested } from './route-events';

const moduleTextsAsked = (requests: Request[]) =>
  requests.map(pathOf).filter((path) => path.includes('/translations/tenant-custom/'));

const signedInTo = (tenantGuid: string) => fork({ values: [[$auth, signedInAuth({ tenantGuid })]] });

describe("a module's tenant-custom texts", () => {
  it('are asked for as the navigation to the module begins, not a round trip later, and once', async () => {
    const requests = serveFetch(() => Response.json({}));
    const scope = signedInTo('t1');
    await allSettled(routeRequested, { scope, params: '/reporting/benchmarking' });
    expect(moduleTextsAsked(requests)).toEqual(['/api/globalization/v2/translations/tenant-custom/en-us/reporting']);
    await allSettled(pageEntered, { scope, params: { pathname: '/reporting/benchmarking', at: Date.now() } });
    expect(moduleTextsAsked(requests)).toHaveLength(1);
  });

  it('are asked for as a first page is entered, which no navigation announced', async () => {
    const requests = serveFetch(() => Response.json({}));
    await allSettled(pageEntered, { scope: signedInTo('t1'), params: { pathname: '/organization', at: Date.now() } });
    expect(moduleTextsAsked(requests)).toEqual(['/api/globalization/v2/translations/tenant-custom/en-us/organization']);
  });

  it('are asked for again in another tenant, which words things its own way', async () => {
    const requests = serveFetch(() => Response.json({}));
    const scope = signedInTo('t1');
    await allSettled(pageEntered, { scope, params: { pathname: '/mfe-host', at: Date.now() } });
    await allSettled($auth, { scope, params: signedInAuth({ tenantGuid: 't2' }) });
    await allSettled(pageEntered, { scope, params: { pathname: '/mfe-host', at: Date.now() } });
    expect(moduleTextsAsked(requests)).toHaveLength(2);
  });

  it("are the module host's as the way in after sign-in, /landing, begins", async () => {
    const requests = serveFetch(() => Response.json({}));
    const scope = signedInTo('t1');
    await allSettled(routeRequested, { scope, params: '/landing' });
    await allSettled(routeRequested, { scope, params: '/mfe-host' });
    expect(moduleTextsAsked(requests)).toEqual(['/api/globalization/v2/translations/tenant-custom/en-us/home']);
  });

  it('are not asked for outside the modules', async () => {
    const requests = serveFetch(() => Response.json({}));
    await allSettled(routeRequested, { scope: signedInTo('t1'), params: '/preferences' });
    expect(moduleTextsAsked(requests)).toEqual([]);
  });
});
