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

describe('readRuntimeConfig', () => {
  it('names each invalid key; api and oidc are fatal, the others fall back to their defaults', async () => {
    const { readRuntimeConfig } = await import('./runtime-config');
    const { config, problems } = readRuntimeConfig({
      api: { baseUrl: 'ftp://api.example' },
      telemetry: { endpoint: 7 },
      links: { community: 'not an address' },
    });
    expect(problems).toEqual([
      {
        where: 'api.baseUrl',
        message: 'must be empty, a path starting with / or an absolute http(s) URL',
        fatal: true,
      },
      { where: 'telemetry.endpoint', message: expect.any(String), fatal: false },
      { where: 'links.community', message: expect.any(String), fatal: false },
    ]);
    expect(config).toMatchObject({ api: { baseUrl: '' }, telemetry: null, links: {} });
  });

  it('falls back when the file is not a JSON object, and reads every key of a valid one', async () => {
    const { readRuntimeConfig } = await import('./runtime-config');
    expect(readRuntimeConfig([]).problems).toEqual([
      { where: '(file)', message: 'is not a JSON object', fatal: false },
    ]);
    const oidc = {
      authority: 'https://idp.example',
      clientId: 'c',
      scope: 'openid',
      redirectUri: 'https://a.example/sso',
    };
    const valid = readRuntimeConfig({ api: { baseUrl: '/backend' }, oidc, telemetry: { endpoint: '/t' } });
    expect(valid.problems).toEqual([]);
    expect(valid.config).toMatchObject({ api: { baseUrl: '/backend' }, oidc: { ...oidc, requireHttps: true } });
  });
});

describe('fetchRuntimeConfigProblems', () => {
  it('treats an answer that is not a JSON object as unreached, and says so on the console', async () => {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>')),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchRuntimeConfigProblems } = await import('./runtime-config');
    expect(await fetchRuntimeConfigProblems()).toMatchObject({ config: { analytics: null }, problems: [] });
    expect(error).toHaveBeenCalledWith('config.json is not a JSON object: the defaults are used.');
  });

  it('names each invalid key on the console: an error when fatal, a warning when its default is used', async () => {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ oidc: { authority: 'nope' }, analytics: { scriptUrl: 5 } })),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchRuntimeConfigProblems } = await import('./runtime-config');
    const { problems } = await fetchRuntimeConfigProblems();
    expect(problems.filter((problem) => problem.fatal).map((problem) => problem.where)).toEqual([
      'oidc.authority',
      'oidc.clientId',
      'oidc.scope',
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^config\.json: oidc\.authority /));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^config\.json: analytics\.scriptUrl .* \(its default is used\)$/),
    );
  });
});
