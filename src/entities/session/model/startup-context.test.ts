// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, appStarted } from './session';
import './startup-context';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (tenantGuid: string) =>
  `${part({ alg: 'none' })}.${part({ guid: 'u', tenantGuid, email: 'a@acme.test', orgGroupGuid: 'g', role: 'r', exp: Math.floor(Date.now() / 1000) + 900 })}.s`;

function serve(route: (request: Request) => Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return route(request);
    }),
  );
  return requests;
}

beforeEach(() => {
  localStorage.setItem(
    'TrellisZenAuth',
    JSON.stringify({ tenantGuid: 't1', orgGroupGuid: 'g', access_token: jwt('t1'), refresh_token: 'r' }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the link context at start-up', () => {
  it('is removed from the URL and switches to the tenant it belongs to', async () => {
    window.history.replaceState(null, '', '/mfe-host/risk?context=review&contextVersion=1&tab=2');
    serve((request) =>
      new URL(request.url).pathname === '/api/access/v1/tenants/context'
        ? Response.json({ Id: 't2' })
        : Response.json({ access_token: jwt('t2'), refresh_token: 'r2', expires_in: 900 }),
    );
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(window.location.pathname + window.location.search).toBe('/mfe-host/risk?tab=2');
    expect(scope.getState($auth)?.tenantGuid).toBe('t2');
  });

  it('goes on as it is when the lookup fails', async () => {
    window.history.replaceState(null, '', '/mfe-host?context=gone&contextVersion=9');
    const requests = serve(() => new Response(null, { status: 500 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(window.location.search).toBe('');
    expect(scope.getState($auth)?.tenantGuid).toBe('t1');
    expect(requests).toHaveLength(1);
  });

  it('makes no request without a context in the URL', async () => {
    const requests = serve(() => new Response(null, { status: 500 }));
    await allSettled(appStarted, { scope: fork() });
    expect(requests).toHaveLength(0);
  });
});
