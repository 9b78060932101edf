// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { apiClient } from '@/shared/api';

import { fetchModuleTranslations, fetchTranslations } from './translations-api';

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );

describe('the translations response (section 3)', () => {
  it('is read from `translations`', async () => {
    answer({ LanguageCode: 'de', translations: { SignIn: 'Anmelden' } });
    expect(await fetchTranslations(apiClient, 'de')).toEqual({ SignIn: 'Anmelden' });
  });

  it('is read from `Translations` too, as some services spell it', async () => {
    answer({ LanguageCode: 'de', Translations: { SignIn: 'Anmelden', Count: 3 } });
    expect(await fetchTranslations(apiClient, 'de')).toEqual({ SignIn: 'Anmelden' });
  });

  it("of a module's texts gives none when it cannot be read", async () => {
    answer({ LanguageCode: 'de', translations: 'nothing' });
    expect(await fetchModuleTranslations(apiClient, 'de', 'home')).toEqual({});
  });
});
