// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { apiClient } from './app-client';

/** The Accept-Language header of one request the app's client sends. */
async function acceptLanguageSent(): Promise<string | null> {
  const fetchSpy = vi.fn(async (_request: Request) => Response.json({}));
  vi.stubGlobal('fetch', fetchSpy);
  await apiClient.GET('/api/atlas/v1/theme');
  return fetchSpy.mock.calls[0]?.[0].headers.get('Accept-Language') ?? null;
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
