import { afterEach, describe, expect, it, vi } from 'vitest';

import { takeAnswer } from '@/shared/lib/early-answers';

import { createApiClient } from './client';
import { sendEarlyReads } from './early-reads';

const APP = 'https://app.trellis.test';
const CONFIG = `${APP}/config.json`;
const VERSION = '/api/content/v1/info/version';

/** A network that answers config.json with `config` and every other address with its own path. */
function stubNetwork(config: Response) {
  vi.stubGlobal('location', new URL(`${APP}/auth`));
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(request);
      return request.url === CONFIG ? config : new Response(new URL(request.url).pathname);
    }),
  );
  return sent;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const address of [CONFIG, `${APP}${VERSION}`, `https://api.trellis.test/backend${VERSION}`])
    takeAnswer(new Request(address));
  vi.unstubAllGlobals();
});

describe('the sign-in page’s early reads', () => {
  it('go to config.json’s API address, with the headers the app sends, and the app’s client takes their answers', async () => {
    const sent = stubNetwork(Response.json({ api: { baseUrl: 'https://api.trellis.test/backend' } }));
    sendEarlyReads(CONFIG, [{ path: VERSION }], 'de');
    await settled();
    const read = sent.find((request) => request.url.endsWith(VERSION));
    expect(read?.url).toBe(`https://api.trellis.test/backend${VERSION}`);
    expect(read?.headers.get('Accept-Language')).toBe('de');
    expect(read?.headers.get('X-Request-Id')).toBeTruthy();

    const client = createApiClient(
      {
        baseUrl: 'https://api.trellis.test/backend',
        appOrigin: APP,
        apiOrigins: ['https://api.trellis.test'],
        getAccessToken: () => null,
        getLanguage: () => 'de',
        refreshSession: async () => false,
      },
      [],
    );
    const { data } = await client.GET(VERSION, { parseAs: 'text' });
    expect(data).toBe('/backend/api/content/v1/info/version');
    expect(sent.filter((request) => request.url.endsWith(VERSION))).toHaveLength(1);
  });

  it('leave config.json’s answer whole for the app, and stay on the app’s origin without an API address', async () => {
    const sent = stubNetwork(Response.json({ oidc: { enabled: false } }));
    sendEarlyReads(CONFIG, [{ path: '/api/globalization/v1/translations/{lang}', params: { lang: 'ar' } }], 'ar');
    await settled();
    expect(sent.map((request) => request.url)).toEqual([CONFIG, `${APP}/api/globalization/v1/translations/ar`]);
    await expect(takeAnswer(new Request(CONFIG))?.then((response) => response.json())).resolves.toEqual({
      oidc: { enabled: false },
    });
  });

  it('send nothing more when config.json names an API address that is not text', async () => {
    const sent = stubNetwork(Response.json({ api: { baseUrl: 42 } }));
    sendEarlyReads(CONFIG, [{ path: VERSION }], 'en-us');
    await settled();
    expect(sent.map((request) => request.url)).toEqual([CONFIG]);
  });
});
