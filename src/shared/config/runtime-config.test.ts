import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshFetchRuntimeConfig() {
  vi.resetModules();
  return (await import('./runtime-config')).fetchRuntimeConfig;
}

describe('fetchRuntimeConfig', () => {
  let answer: Response;
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    ),
  );
  it('reads the deployment’s settings', async () => {
    answer = Response.json({ oidc: null, analytics: { scriptUrl: 'https://analytics.example/tag.js' } });
    const fetchRuntimeConfig = await freshFetchRuntimeConfig();
    expect((await fetchRuntimeConfig()).analytics?.scriptUrl).toBe('https://analytics.example/tag.js');
  });

  it('requires HTTPS of the identity provider unless the deployment says otherwise', async () => {
    const oidc = { authority: 'https://idp.example', clientId: 'trellis', scope: 'openid read' };
    answer = Response.json({ oidc });
    expect((await (await freshFetchRuntimeConfig())()).oidc?.requireHttps).toBe(true);
    answer = Response.json({ oidc: { ...oidc, requireHttps: false } });
    expect((await (await freshFetchRuntimeConfig())()).oidc?.requireHttps).toBe(false);
  });

  it('leaves the analytics address unknown when /config.json is not reached, and asks again next time', async () => {
    const fetchRuntimeConfig = await freshFetchRuntimeConfig();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await fetchRuntimeConfig()).toMatchObject({ oidc: null, analytics: null });
    answer = Response.json({ analytics: { scriptUrl: '/analytics/gainsight-px.js' } });
    expect((await fetchRuntimeConfig()).analytics?.scriptUrl).toBe('/analytics/gainsight-px.js');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to the defaults on an error answer and lets its body go, so that no connection stays taken', async () => {
    answer = new Response('{"status":500}', { status: 500 });
    const fetchRuntimeConfig = await freshFetchRuntimeConfig();
    expect(await fetchRuntimeConfig()).toMatchObject({ oidc: null });
    expect(answer.bodyUsed).toBe(true);
  });
});
