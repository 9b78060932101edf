import { fakeJwt } from '@test-support/fake-jwt';
import type { MiddlewareCallbackParams } from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from './client';
import { retryAfterRefresh } from './middleware/retry-after-refresh';
import type { TransportOptions } from './transport-options';

const APP = 'https://app.trellis.test';
const API = 'https://api.trellis.test';

const baseOptions: TransportOptions = {
  baseUrl: APP,
  appOrigin: APP,
  apiOrigins: [API],
  getAccessToken: () => 'token-1',
  getLanguage: () => 'de',
  refreshSession: async () => false,
};

function setUp(
  overrides: Partial<TransportOptions> = {},
  respond: (request: Request) => Response = () => new Response('1.0.0'),
) {
  const sent: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return respond(request);
  });
  const client = createApiClient({ ...baseOptions, fetch, ...overrides });
  return { client, sent, fetch };
}

const getVersion = (client: ReturnType<typeof setUp>['client']) =>
  client.GET('/api/content/v1/info/version', { parseAs: 'text' });

afterEach(() => vi.unstubAllGlobals());

describe('the transport', () => {
  it('sends the bearer token, the language and no-cache headers to the app origin', async () => {
    const { client, sent } = setUp();
    await getVersion(client);
    const headers = sent[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept-Language')).toBe('de');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
  });

  it('sends the token to a configured API origin', async () => {
    const { client, sent } = setUp({ baseUrl: API });
    await getVersion(client);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('never sends the token, the language or the portal prefix to another origin', async () => {
    const { client, sent } = setUp({
      baseUrl: 'https://third-party.example',
      getAccessToken: () => fakeJwt({ ptl: 'eu' }),
    });
    await getVersion(client);
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
    expect(sent[0]!.headers.get('Accept-Language')).toBeNull();
    expect(new URL(sent[0]!.url).pathname).toBe('/api/content/v1/info/version');
  });

  it("prefixes /api paths with the token's ptl claim", async () => {
    const { client, sent } = setUp({ getAccessToken: () => fakeJwt({ ptl: 'eu' }) });
    await getVersion(client);
    expect(sent[0]!.url).toBe(`${APP}/eu/api/content/v1/info/version`);
  });

  it('reads the stored token once per request', async () => {
    const getAccessToken = vi.fn(() => fakeJwt({ ptl: 'eu' }));
    const { client, sent } = setUp({ getAccessToken });
    await getVersion(client);
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    expect(sent[0]!.url).toBe(`${APP}/eu/api/content/v1/info/version`);
  });

  it('leaves the path alone when the token has no ptl claim', async () => {
    const { client, sent } = setUp({ getAccessToken: () => fakeJwt({ guid: 'u1' }) });
    await getVersion(client);
    expect(sent[0]!.url).toBe(`${APP}/api/content/v1/info/version`);
  });

  it('sends no Authorization header without a token', async () => {
    const { client, sent } = setUp({ getAccessToken: () => null });
    await getVersion(client);
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
  });

  it('lets translations be cached: no no-cache headers on them', async () => {
    const { client, sent } = setUp({}, () => Response.json({ translations: {} }));
    await client.GET('/api/globalization/v1/translations/{lang}', { params: { path: { lang: 'de' } } });
    expect(sent[0]!.headers.get('Cache-Control')).toBeNull();
    expect(sent[0]!.headers.get('Pragma')).toBeNull();
  });
});

describe('the CSRF header', () => {
  const saveOrganisationSettings = (client: ReturnType<typeof setUp>['client']) =>
    client.PUT('/api/globalization/v1/ui-settings', {
      body: [
        { key: 'dateFormat', value: 'DD/MM/YYYY' },
        { key: 'timeFormat', value: '24Hour' },
      ],
    });

  it('is read from the cookie on state-changing requests to the app origin', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=csrf%20value' });
    const { client, sent } = setUp({}, () => new Response(null, { status: 204 }));
    await saveOrganisationSettings(client);
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBe('csrf value');
  });

  it('is not sent on GET', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
    const { client, sent } = setUp();
    await getVersion(client);
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('is not sent to another origin, even an API origin', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });
    const { client, sent } = setUp({ baseUrl: API }, () => new Response(null, { status: 204 }));
    await saveOrganisationSettings(client);
    expect(sent[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });
});

describe('a 401', () => {
  it('awaits the shared refresh and retries once with the new token and the same body', async () => {
    let token = 'old';
    const refreshSession = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { client, sent } = setUp({ getAccessToken: () => token, refreshSession }, (request) =>
      request.headers.get('Authorization') === 'Bearer new'
        ? Response.json([{ key: 'dateFormat', value: 'MM/DD/YYYY' }])
        : new Response(null, { status: 401 }),
    );
    const { data, response } = await client.POST('/api/globalization/v1/ui-settings/user/{guid}/preferences', {
      params: { path: { guid: 'user-1' } },
      body: ['dateFormat'],
    });
    expect(response.status).toBe(200);
    expect(data).toEqual([{ key: 'dateFormat', value: 'MM/DD/YYYY' }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer new');
    expect(await sent[1]!.json()).toEqual(['dateFormat']);
  });

  it.each([
    ['is returned as it is when the refresh fails', false, 1],
    ['is retried only once', true, 2],
  ])('%s', async (_name, refreshed, requests) => {
    const refreshSession = vi.fn(async () => refreshed);
    const { client, sent } = setUp({ refreshSession }, () => new Response(null, { status: 401 }));
    const { response } = await getVersion(client);
    expect(response.status).toBe(401);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(requests);
  });

  it.each([
    ['the token endpoint', '/api/access/v1/oauth/token'],
    ['the logout endpoint', '/api/access/v1/auth/logout'],
    ['a portal-prefixed token endpoint', '/eu/api/access/v1/oauth/token'],
  ])('from %s triggers no refresh', async (_name, path) => {
    const refreshSession = vi.fn(async () => true);
    const middleware = retryAfterRefresh({ ...baseOptions, refreshSession });
    const request = new Request(`${APP}${path}`, { method: 'POST' });
    const params = {
      request,
      id: 'r1',
      schemaPath: path,
      params: {},
      options: {},
    } as unknown as MiddlewareCallbackParams;
    await middleware.onRequest?.(params);
    const answer = await middleware.onResponse?.({ ...params, response: new Response(null, { status: 401 }) });
    expect(answer).toBeUndefined();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  /** The session model's single flight: callers during a refresh share it; one that comes after starts another. */
  function singleFlightRefresh(renew: () => Promise<void>) {
    let inFlight: Promise<boolean> | null = null;
    const refreshSession = vi.fn(
      () =>
        (inFlight ??= renew().then(() => {
          inFlight = null;
          return true;
        })),
    );
    return refreshSession;
  }

  /** A server that holds the answers to the old token until told to give them. */
  function serverWithLate401s(current: () => string) {
    const held: (() => void)[] = [];
    const cancelled: string[] = [];
    const respond = (request: Request) => {
      if (request.headers.get('Authorization') === `Bearer ${current()}`) return Promise.resolve(new Response('2.0.0'));
      const body = new ReadableStream({ cancel: () => void cancelled.push(new URL(request.url).pathname) });
      return new Promise<Response>((resolve) => held.push(() => resolve(new Response(body, { status: 401 }))));
    };
    return { respond, cancelled, answerHeld: () => held.splice(0).forEach((answer) => answer()) };
  }

  it('retries a late 401 for a token renewed meanwhile with the stored token, and starts no refresh', async () => {
    let token = 'old';
    const refreshSession = singleFlightRefresh(async () => {
      token = token === 'old' ? 'new' : 'newer';
    });
    const server = serverWithLate401s(() => (token === 'old' ? 'never' : token));
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      server.respond(new Request(input, init)),
    );
    const client = createApiClient({ ...baseOptions, fetch, getAccessToken: () => token, refreshSession });
    const early = getVersion(client);
    const late = getVersion(client);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    token = 'new'; // renewed by the answer to another request, or by another tab
    server.answerHeld();
    const results = await Promise.all([early, late]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(refreshSession).not.toHaveBeenCalled();
    expect(
      fetch.mock.calls.slice(2).map(([input, init]) => new Request(input, init).headers.get('Authorization')),
    ).toEqual(['Bearer new', 'Bearer new']);
  });

  it('lets a 401 for the stored token wait for the refresh under way, which runs once, and cancels its body', async () => {
    let token = 'old';
    let finishRefresh = () => {};
    const refreshSession = singleFlightRefresh(
      () =>
        new Promise<void>((resolve) => {
          finishRefresh = () => {
            token = 'new';
            resolve();
          };
        }),
    );
    const server = serverWithLate401s(() => (token === 'old' ? 'never' : token));
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      server.respond(new Request(input, init)),
    );
    const client = createApiClient({ ...baseOptions, fetch, getAccessToken: () => token, refreshSession });
    const calls = [getVersion(client), getVersion(client)];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    server.answerHeld();
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalledTimes(2));
    finishRefresh();
    const results = await Promise.all(calls);
    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(refreshSession).toHaveBeenCalledTimes(2); // both awaited the one refresh...
    expect(token).toBe('new'); // ...which renewed once
    expect(server.cancelled).toEqual(['/api/content/v1/info/version', '/api/content/v1/info/version']);
  });

  it('retries a 401 that comes after the refresh has finished without a second refresh', async () => {
    let token = 'old';
    let renewals = 0;
    const refreshSession = singleFlightRefresh(async () => {
      renewals += 1;
      token = `new-${renewals}`;
    });
    const server = serverWithLate401s(() => (token === 'old' ? 'never' : token));
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      // The second request's 401 comes at once and starts the refresh; the first one's only after it has finished.
      fetch.mock.calls.length === 2 ? new Response(null, { status: 401 }) : server.respond(new Request(input, init)),
    );
    const client = createApiClient({ ...baseOptions, fetch, getAccessToken: () => token, refreshSession });
    const late = getVersion(client);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((await getVersion(client)).response.status).toBe(200);
    server.answerHeld();
    expect((await late).response.status).toBe(200);
    expect(renewals).toBe(1);
  });

  it('waits for one shared refresh when many requests fail at once', async () => {
    let token = 'old';
    let refreshes = 0;
    let inFlight: Promise<boolean> | null = null;
    const refreshSession = () =>
      (inFlight ??= (async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        token = 'new';
        return true;
      })());
    const { client } = setUp({ getAccessToken: () => token, refreshSession }, (request) =>
      request.headers.get('Authorization') === 'Bearer new'
        ? new Response('2.0.0')
        : new Response(null, { status: 401 }),
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => getVersion(client)));
    expect(results.map((r) => r.response.status)).toEqual(Array(20).fill(200));
    expect(refreshes).toBe(1);
  });
});
