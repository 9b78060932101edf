// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** The app's client, fresh, on a deployment whose config.json says `config`; answers the requests it sends. */
async function appClientWith(config: object) {
  vi.resetModules();
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (input.url.endsWith('/config.json')) return Response.json(config);
      sent.push(input);
      return Response.json({});
    }),
  );
  const { apiClient } = await import('./app-client');
  return { apiClient, sent };
}

/** The Accept-Language header of one request the app's client sends. */
async function acceptLanguageSent(): Promise<string | null> {
  const { apiClient, sent } = await appClientWith({});
  await apiClient.GET('/api/atlas/v1/theme');
  return sent[0]?.headers.get('Accept-Language') ?? null;
}

describe("the app's client, section 7's Accept-Language", () => {
  it('is en-us when no language is stored', async () => {
    expect(await acceptLanguageSent()).toBe('en-us');
  });

  it('is the language in effect, stored as the updated language code', async () => {
    localStorage.setItem('TrellisLanguageSelected', '"de"');
    localStorage.setItem('TrellisUpdatedLanguageCode', '"ar"');
    expect(await acceptLanguageSent()).toBe('ar');
  });

  it('is the chosen language when no language is in effect yet, and en-us for an unreadable one', async () => {
    localStorage.setItem('TrellisLanguageSelected', '"fr"');
    expect(await acceptLanguageSent()).toBe('fr');
    localStorage.setItem('TrellisLanguageSelected', '7');
    expect(await acceptLanguageSent()).toBe('en-us');
  });
});

describe("the app's client, where config.json sends it", () => {
  it('stays on the app’s origin by default, with a new request id each time', async () => {
    const { apiClient, sent } = await appClientWith({});
    await apiClient.GET('/api/atlas/v1/theme');
    await apiClient.GET('/api/atlas/v1/theme');
    expect(sent[0]?.url).toBe(`${location.origin}/api/atlas/v1/theme`);
    const ids = sent.map((request) => request.headers.get('X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    // One trace (no user action between them), a span each (W3C traceparent).
    const traces = sent.map((request) => /^00-(\w{32})-(\w{16})-01$/.exec(request.headers.get('traceparent') ?? ''));
    expect(traces[1]?.[1]).toBe(traces[0]?.[1]);
    expect(traces[1]?.[2]).not.toBe(traces[0]?.[2]);
  });

  it('goes to another origin, which gets the bearer token as one of the API’s origins', async () => {
    const { apiClient, sent } = await appClientWith({ api: { baseUrl: 'https://api.example/backend/' } });
    const { connectApiSession } = await import('./app-client');
    connectApiSession({ getAccessToken: () => 'a1', refreshSession: async () => false });
    await apiClient.GET('/api/atlas/v1/theme');
    expect(sent[0]?.url).toBe('https://api.example/backend/api/atlas/v1/theme');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer a1');
  });

  it('prefixes a path on the app’s origin', async () => {
    const { apiClient, sent } = await appClientWith({ api: { baseUrl: '/trellis-api' } });
    await apiClient.GET('/api/atlas/v1/theme');
    expect(sent[0]?.url).toBe(`${location.origin}/trellis-api/api/atlas/v1/theme`);
  });
});
