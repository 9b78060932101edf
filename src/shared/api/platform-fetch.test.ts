import { describe, expect, it, vi } from 'vitest';

import { createPlatformFetch, PlatformPathError } from './platform-fetch';

const APP = 'https://app.trellis.test';
const tokenWithPortal = (ptl: string) => `h.${btoa(JSON.stringify({ ptl }))}.s`;

function platform(options: { token: string; refreshTo?: string; accepted: string }) {
  let token = options.token;
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const authorised = request.headers.get('Authorization') === `Bearer ${options.accepted}`;
    return new Response(JSON.stringify({ ok: authorised }), { status: authorised ? 200 : 401 });
  });
  const refreshSession = vi.fn(async () => {
    if (!options.refreshTo) return false;
    token = options.refreshTo;
    return true;
  });
  const hostFetch = createPlatformFetch({
    baseUrl: APP,
    appOrigin: APP,
    apiOrigins: [],
    getAccessToken: () => token,
    getLanguage: () => 'ar',
    refreshSession,
    fetch,
  });
  return { hostFetch, seen, refreshSession };
}

describe("the modules' fetch (host.fetch)", () => {
  it('sends the bearer token, the portal prefix, the language and the CSRF header, as the typed client does', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=csrf-1' });
    const { hostFetch, seen } = platform({ token: tokenWithPortal('acme'), accepted: tokenWithPortal('acme') });
    const response = await hostFetch('/api/access/v1/tenants/current', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    const [request] = seen;
    expect(request?.url).toBe(`${APP}/acme/api/access/v1/tenants/current`);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${tokenWithPortal('acme')}`);
    expect(request?.headers.get('Accept-Language')).toBe('ar');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('csrf-1');
  });

  it('refreshes once on a 401 and sends the request again with the new token', async () => {
    const { hostFetch, seen, refreshSession } = platform({ token: 'old', refreshTo: 'new', accepted: 'new' });
    const response = await hostFetch('/api/content/v1/info/version');
    expect(await response.json()).toEqual({ ok: true });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('hands a 401 back when the session cannot be refreshed', async () => {
    const { hostFetch, refreshSession } = platform({ token: 'old', accepted: 'new' });
    expect((await hostFetch('/api/content/v1/info/version')).status).toBe(401);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it.each(['https://elsewhere.example/api/x', '//elsewhere.example/api/x', '/config.json'])(
    'refuses %s: the token never leaves for another address',
    async (path) => {
      const { hostFetch, seen } = platform({ token: 't', accepted: 't' });
      await expect(hostFetch(path)).rejects.toBeInstanceOf(PlatformPathError);
      expect(seen).toHaveLength(0);
    },
  );
});
