import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { fetchBannerAlerts } from '@/entities/alert';
import { fetchBranding, fetchLoginPageResources } from '@/entities/branding';
import { fetchContentSettings, fetchPlatformVersion } from '@/entities/content';
import { fetchGlobalState, fetchLanguages } from '@/entities/global-state';
import { fetchNavigationConfiguration } from '@/entities/navigation';
import { fetchOrganizationTree } from '@/entities/organization';
import { fetchUserType } from '@/entities/session';
import { saveToolSettings } from '@/entities/tool-setting';
import { fetchThemeCapability } from '@/features/change-theme';
import { createCase } from '@/features/sales-upsell';
import { fetchBenchmarkingNotification } from '@/features/startup-dialogs';
import { saveOrganizationPreferences } from '@/pages/preferences';
import { createApiClient } from '@/shared/api';

/**
 * The shell's answer to a failing service (5xx), call by call: the fallback section 8 names. Pacts hold only what a
 * provider can be asked to produce honestly, so these cases live here, against a mock network; the browser's view
 * of the same failures is tests/e2e/fault-matrix.spec.ts.
 */
const ORIGIN = 'http://shell.test';
const network = setupServer();
beforeAll(() => network.listen({ onUnhandledFrame: 'error' }));
afterEach(() => network.resetHandlers());
afterAll(() => network.close());

const client = createApiClient({
  baseUrl: ORIGIN,
  appOrigin: ORIGIN,
  apiOrigins: [],
  getAccessToken: () => 'a-token',
  getLanguage: () => 'en-us',
  refreshSession: async () => false,
});

function failing(method: 'get' | 'post' | 'put', path: string, status = 500) {
  network.use(http[method](`${ORIGIN}${path}`, () => HttpResponse.json({ title: 'Down' }, { status })));
}

/** Each call, the fallback section 8 names for it when the service fails. */
const CALLS = [
  ['GET', '/api/content/v1/info/version', 'version 0.0.0', () => fetchPlatformVersion(client), '0.0.0'],
  [
    'POST',
    '/api/access/v1/saml-settings/user-type',
    'no SAML (sign-in at /auth)',
    () => fetchUserType(client, 'a@b.test'),
    null,
  ],
  [
    'GET',
    '/api/access/v1/organizations/root-tree',
    'no tree (the invited organisation)',
    () => fetchOrganizationTree(client),
    null,
  ],
  [
    'PUT',
    '/api/access/v1/tool-settings/user-preferences',
    'an ignored save',
    () => saveToolSettings(client, [{ toolName: 'ProductImprovements', enabled: true }]),
    false,
  ],
  ['GET', '/api/alert/v1/alerts/banner/immediate', 'no banner', () => fetchBannerAlerts(client, 'en-us'), []],
  [
    'GET',
    '/api/atlas/v1/navigation/configuration',
    'the legacy navigation',
    async () => (await fetchNavigationConfiguration(client)).showLegacyNavigation,
    true,
  ],
  [
    'GET',
    '/api/atlas/v1/theme',
    'themes off, the current theme kept',
    () => fetchThemeCapability(client, 'preview-dark'),
    { themeEnabled: false, theme: 'preview-dark' },
  ],
  [
    'GET',
    '/api/benchmarking/v1/notification/HOME_PAGE',
    'no notice',
    () => fetchBenchmarkingNotification(client),
    null,
  ],
  [
    'GET',
    '/api/branding/v1/resources/groups/login-page/auth',
    'no login-page resources',
    () => fetchLoginPageResources(client, false),
    [],
  ],
  ['GET', '/api/branding/v1/branding', 'no branding', () => fetchBranding(client), null],
  ['GET', '/api/global-state/v1/init', 'no global state', () => fetchGlobalState(client, true), null],
  ['GET', '/api/content/v1/attributes/auth', 'no content settings', () => fetchContentSettings(client, true), {}],
  ['GET', '/api/globalization/v1/languages', 'no languages', () => fetchLanguages(client), []],
] as const;

const READS = CALLS.filter(([method]) => method === 'GET');

describe.each([500, 503])('a service answering %i', (status) => {
  it.each(CALLS)('%s %s gives %s', async (method, path, _fallback, call, expected) => {
    failing(method.toLowerCase() as 'get' | 'post' | 'put', path, status);
    expect(await call()).toEqual(expected);
  });

  it("PUT /api/globalization/v1/ui-settings reports that the organisation's formats were not saved", async () => {
    failing('put', '/api/globalization/v1/ui-settings', status);
    await expect(
      saveOrganizationPreferences(client, { dateFormat: 'YYYY-MM-DD', timeFormat: '12Hour' }),
    ).rejects.toThrow(`The organisation's preferences could not be saved (${status}).`);
  });

  it('POST /api/salesops/v1/cases reports the case that was not stored', async () => {
    failing('post', '/api/salesops/v1/cases', status);
    await expect(createCase(client, 'FREE_USER_CONTACT_SALES', { email: 'a@b.test' })).rejects.toThrow(
      `The FREE_USER_CONTACT_SALES case was not stored (${status}).`,
    );
  });
});

/** What a service may answer with status 200 that the shell cannot read: the fallback, never a crash. */
const UNREADABLE_ANSWERS = {
  'malformed JSON': () => new HttpResponse('{"malformed": tr', { headers: { 'Content-Type': 'application/json' } }),
  'an object of the wrong shape': () => HttpResponse.json({ unexpected: [1, 2] }),
  'a list of the wrong shape': () => HttpResponse.json([null, 1, 'two', { unexpected: true }]),
  null: () => HttpResponse.json(null),
};

/** Readers that keep what they can of an object or a list: each field or item falls back on its own. */
const FIELD_BY_FIELD: Record<string, Record<string, unknown>> = {
  'an object of the wrong shape': {
    '/api/branding/v1/branding': { inherited: false, loginLogoData: null, logoData: null },
    '/api/global-state/v1/init': { languages: [], settings: [], user: null },
  },
};

/** The version is text, not JSON: whatever text comes is shown as text. */
const JSON_READS = READS.filter(([, path]) => path !== '/api/content/v1/info/version');

describe.each(Object.entries(UNREADABLE_ANSWERS))('a service answering with %s', (answer, respond) => {
  it.each(JSON_READS)('%s %s gives %s', async (_method, path, _fallback, call, expected) => {
    network.use(http.get(`${ORIGIN}${path}`, respond));
    expect(await call()).toEqual(FIELD_BY_FIELD[answer]?.[path] ?? expected);
  });
});
