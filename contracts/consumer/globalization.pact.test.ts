import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchLanguages } from '@/entities/global-state';
import {
  fetchOrganizationPreferences,
  fetchUserPreferences,
  type FormatsToSave,
  saveOrganizationPreferences,
  saveUserPreferences,
} from '@/pages/preferences';
import { fetchModuleTranslations, fetchTenantTranslations, fetchTranslations, NO_TENANT_ID } from '@/shared/i18n';

import { authorized, clientFor, fromState, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, regex, string } = MatchersV3;
const pact = pactWith('globalization');
const EXAMPLE_USER_ID = '0b7e3c9a-0000-4000-8000-0000000000bb';
const userPreferencesPath = fromState(
  '/api/globalization/v1/ui-settings/user/${userId}/preferences',
  `/api/globalization/v1/ui-settings/user/${EXAMPLE_USER_ID}/preferences`,
);
const cachedForAnHour = { 'Cache-Control': regex(/max-age=3600/, 'max-age=3600') };

describe('globalization service: languages and translations', () => {
  it('lists the languages', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a read of the languages')
      .withRequest('GET', '/api/globalization/v1/languages', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({ Code: string('ar'), Name: string('Arabic'), NativeName: string('العربية'), Direction: 'auto' }),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await fetchLanguages(signedInClientFor(server.url));
        expect(first).toEqual({ Code: 'ar', Name: 'Arabic', NativeName: 'العربية', Direction: 'auto' });
      });
  });

  it("answers the product's texts, cacheable for an hour", async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of the German texts')
      .withRequest('GET', '/api/globalization/v1/translations/de')
      .willRespondWith(200, (response) =>
        response.headers(cachedForAnHour).jsonBody({ translations: like({ SignIn: 'Anmelden' }) }),
      )
      .executeTest(async (server) => {
        expect((await fetchTranslations(clientFor(server.url), 'de')).SignIn).toBe('Anmelden');
      });
  });

  it('refuses an unknown language, which leaves the keys for i18next to show', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of the texts of an unknown language')
      .withRequest('GET', '/api/globalization/v1/translations/xx')
      .willRespondWith(404)
      .executeTest(async (server) => {
        await expect(fetchTranslations(clientFor(server.url), 'xx')).rejects.toThrow('Translations for xx');
      });
  });

  it("answers the tenant's wording of the texts, cacheable for an hour", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the signed-in tenant's French texts")
      .withRequest('GET', '/api/globalization/v2/translations/tenant/fr', (request) =>
        request.headers(authorized).query({ language: 'fr', tenantId: NO_TENANT_ID }),
      )
      .willRespondWith(200, (response) =>
        response.headers(cachedForAnHour).jsonBody({ translations: like({ SignIn: 'Se connecter' }) }),
      )
      .executeTest(async (server) => {
        const texts = await fetchTenantTranslations(signedInClientFor(server.url), 'fr', NO_TENANT_ID);
        expect(texts.SignIn).toBe('Se connecter');
      });
  });

  it("answers a module's tenant-custom texts", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the organisation module's tenant-custom texts")
      .withRequest('GET', '/api/globalization/v2/translations/tenant-custom/en-us/organization', (request) =>
        request.headers(authorized),
      )
      .willRespondWith(200, (response) => response.jsonBody({ LanguageCode: 'en-us', translations: like({}) }))
      .executeTest(async (server) => {
        const texts = await fetchModuleTranslations(signedInClientFor(server.url), 'en-us', 'organization');
        expect(texts).toEqual({});
      });
  });
});

describe('globalization service: date and time preferences', () => {
  it("reads the user's saved formats by key", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.timeFormatChosen, { timeFormat: '24Hour' })
      .uponReceiving("a read of the user's date and time preferences")
      .withRequest('POST', userPreferencesPath, (request) =>
        request.headers(authorized).jsonBody(['dateFormat', 'timeFormat']),
      )
      .willRespondWith(200, (response) => response.jsonBody([{ key: 'timeFormat', value: '24Hour' }]))
      .executeTest(async (server) => {
        const preferences = await fetchUserPreferences(signedInClientFor(server.url), EXAMPLE_USER_ID);
        expect(preferences).toEqual({ dateFormat: '', timeFormat: '24Hour' });
      });
  });

  it("saves the user's formats as key/value items", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a save of the user's date and time preferences")
      .withRequest('PUT', userPreferencesPath, (request) =>
        request.headers(authorized).jsonBody([
          { key: 'dateFormat', value: 'DD.MM.YYYY' },
          { key: 'timeFormat', value: '24Hour' },
        ]),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike({ key: string('dateFormat'), value: string() })))
      .executeTest(async (server) => {
        const formats: FormatsToSave = { dateFormat: 'DD.MM.YYYY', timeFormat: '24Hour' };
        const saving = saveUserPreferences(signedInClientFor(server.url), EXAMPLE_USER_ID, formats);
        await expect(saving).resolves.toBeUndefined();
      });
  });

  it("reads the organisation's default formats, one key at a time", async () => {
    const interaction = (key: string) =>
      pact
        .addInteraction()
        .given(PROVIDER_STATES.signedIn)
        .uponReceiving(`a read of the organisation's ${key}`)
        .withRequest('GET', '/api/globalization/v1/ui-settings', (request) =>
          request.headers(authorized).query({ key }),
        )
        .willRespondWith(200, (response) => response.jsonBody({ key, value: string('') }));
    interaction('dateFormat');
    await interaction('timeFormat').executeTest(async (server) => {
      const preferences = await fetchOrganizationPreferences(signedInClientFor(server.url));
      expect(preferences).toEqual({ dateFormat: '', timeFormat: '' });
    });
  });

  const organizationFormats: FormatsToSave = { dateFormat: 'YYYY-MM-DD', timeFormat: '12Hour' };
  const organizationBody = [
    { key: 'dateFormat', value: 'YYYY-MM-DD' },
    { key: 'timeFormat', value: '12Hour' },
  ];

  it("saves the organisation's formats as a two-item list", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { granted: ['OrganizationSettingsEdit'] })
      .uponReceiving("a save of the organisation's date and time settings")
      .withRequest('PUT', '/api/globalization/v1/ui-settings', (request) =>
        request.headers(authorized).jsonBody(organizationBody),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike({ key: string('dateFormat'), value: string() })))
      .executeTest(async (server) => {
        const saving = saveOrganizationPreferences(signedInClientFor(server.url), organizationFormats);
        await expect(saving).resolves.toBeUndefined();
      });
  });

  it("refuses the organisation's formats to a user without OrganizationSettingsEdit", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { denied: ['OrganizationSettingsEdit'] })
      .uponReceiving("a save of the organisation's date and time settings by a user without the permission")
      .withRequest('PUT', '/api/globalization/v1/ui-settings', (request) =>
        request.headers(authorized).jsonBody(organizationBody),
      )
      .willRespondWith(403, (response) =>
        response
          .headers({
            'Content-Type': regex(/^application\/problem\+json(;.*)?$/, 'application/problem+json; charset=utf-8'),
          })
          .jsonBody({ status: 403, title: string('Forbidden') }),
      )
      .executeTest(async (server) => {
        const saving = saveOrganizationPreferences(signedInClientFor(server.url), organizationFormats);
        await expect(saving).rejects.toThrow("The organisation's preferences could not be saved (403).");
      });
  });
});
