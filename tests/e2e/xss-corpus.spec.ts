import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { plant, refuseStartupDialogWrites } from './support/planted-answers';
import { DEMO_PASSWORD, signIn } from './support/session';
import {
  combinedPayload,
  expectNoPayloadRan,
  longPayload,
  payloadsFor,
  scriptUrlPayload,
  visibleMarker,
  watchForExecution,
} from './support/xss-payloads';

/**
 * An XSS corpus through every text the server supplies to the shell: each source is planted (for this browser
 * context only) with payloads that would report themselves if they ran. The policy is bypassed here, so that the
 * shell's own escaping and sanitising are what is tested; csp.spec.ts proves the policy as a second wall.
 */
test.use({ bypassCSP: true });

const STATUS_PAGE_LINK = /system status/i;

/** Every value of a translation table with a payload after it. */
function hostileTranslations(table: Record<string, string>, place: string) {
  const payloads = payloadsFor(place);
  const hostile: Record<string, unknown> = Object.fromEntries(
    Object.entries(table).map(([key, value], index) => [key, `${value} ${payloads[index % payloads.length]}`]),
  );
  hostile['ProductImprovementsDescription'] = `${table['ProductImprovementsDescription']} ${combinedPayload(place)}`;
  hostile['SandboxNotice'] = `${table['SandboxNotice']} ${combinedPayload(place)}`;
  // Keys that shadow Object's own methods in the resource store (the server refuses a __proto__ key outright).
  Object.assign(hostile, {
    constructor: combinedPayload(place),
    hasOwnProperty: combinedPayload(place),
    toString: combinedPayload(place),
  });
  return hostile;
}

async function translationsOf(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/globalization/v1/translations/en-us');
  return ((await response.json()) as { translations: Record<string, string> }).translations;
}

async function authorizationOf(request: APIRequestContext, email: string) {
  const token = await request.post('/api/access/v1/oauth/token', {
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'trellis', scope: 'read' },
  });
  return { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
}

async function realAnswer(request: APIRequestContext, email: string, path: string) {
  return (await request.get(path, { headers: await authorizationOf(request, email) })).json();
}

const hostileLogos = (place: string) => ({
  loginLogoData: scriptUrlPayload(`${place}.loginLogoData`),
  logoData: `data:text/html,<script>__xssHit('${place}.logoData')</script>`,
});

test('the sign-in page: translations, login-page resources and the version', async ({ page, context, baseURL }) => {
  const origin = baseURL ?? '';
  const watched = await watchForExecution(page);
  const table = await translationsOf(context.request);
  await plant(context, origin, '/api/globalization/v1/translations/en-us', {
    LanguageCode: 'en-us',
    translations: hostileTranslations(table, 'translations.sign-in'),
  });
  await plant(context, origin, '/api/branding/v1/resources/groups/login-page/auth', [
    { resourceName: 'LoginLogo', data: scriptUrlPayload('resources.auth.data') },
    {
      resourceName: 'Favicon',
      favicon: scriptUrlPayload('resources.auth.favicon'),
      tabTitle: combinedPayload('resources.auth.tabTitle'),
    },
  ]);
  await plant(context, origin, '/api/content/v1/info/version', `${combinedPayload('version')}|1`);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in');
  await expect(page.getByText("__xssHit('translations.sign-in')", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign in/ }).first()).toBeVisible();
  await expect(page).toHaveTitle(combinedPayload('resources.auth.tabTitle'));
  // The version answer is planted as a JSON string, so its double quotes arrive escaped.
  await expect(page.getByRole('contentinfo')).toContainText("__xssHit('version')");
  await expectNoPayloadRan(page, watched);
});

/** The answers behind the signed-in shell, its banner bar and its three startup dialogs, all hostile. */
async function plantSignedInShell(context: BrowserContext, origin: string, request: APIRequestContext) {
  const init = (await realAnswer(request, 'admin@acme.test', '/api/global-state/v1/init')) as {
    languages: Record<string, string>[];
    tenant: { guid: string };
    tenants: { guid: string }[];
    user: Record<string, string>;
    branding: object;
  };
  const tenant = (place: string, guid: string) => ({
    guid,
    name: combinedPayload(`${place}.name`),
    parentName: combinedPayload(`${place}.parentName`),
    buyingType: 'SANDBOX',
  });
  const hostileBranding = {
    ...hostileLogos('branding'),
    primaryColor: '#1D4F91',
    secondaryColor: '#12263F',
    tertiaryColor: '#FFFFFF',
    pageTitle: combinedPayload('branding.pageTitle'),
    inheritedFrom: combinedPayload('branding.inheritedFrom'),
    inherited: false,
  };
  const hostileResources = [
    { resourceName: 'LoginLogo', data: scriptUrlPayload('resources.data') },
    {
      resourceName: 'Favicon',
      favicon: scriptUrlPayload('resources.favicon'),
      tabTitle: combinedPayload('resources.tab'),
    },
  ];
  const current = init.tenant;
  const tenants = init.tenants.map((item, index) => tenant(`tenants.${index}`, item.guid));
  const user = init.user;
  await plant(context, origin, '/api/global-state/v1/init', {
    ...init,
    languages: init.languages.map((language) => ({
      ...language,
      Name: combinedPayload(`init.languages.${language.Code}.Name`),
      NativeName: longPayload(`init.languages.${language.Code}.NativeName`),
    })),
    tenant: tenant('init.tenant', current.guid),
    tenants,
    user: {
      ...user,
      FirstName: combinedPayload('init.user.FirstName'),
      LastName: combinedPayload('init.user.LastName'),
      FullName: longPayload('init.user.FullName'),
      OrgGroupName: combinedPayload('init.user.OrgGroupName'),
    },
    branding: hostileBranding,
    resources: hostileResources,
    organizations: [{ Id: 'org-x', Name: combinedPayload('init.organizations'), ParentId: null, Children: [] }],
  });
  await plant(context, origin, '/api/access/v1/tenants/current', tenant('tenants.current', current.guid));
  await plant(context, origin, '/api/access/v1/users/current/tenants', tenants);

  const table = await translationsOf(request);
  await plant(context, origin, '/api/globalization/v2/translations/tenant/en-us', {
    LanguageCode: 'en-us',
    translations: hostileTranslations(table, 'translations.tenant'),
  });
  await plant(context, origin, '/api/globalization/v2/translations/tenant-custom/en-us/home', {
    LanguageCode: 'en-us',
    translations: { LogOut: `Log out ${combinedPayload('translations.custom.LogOut')}` },
  });
  // The global state brings them (above); their own endpoints answer when it cannot.
  await plant(context, origin, '/api/branding/v1/branding', hostileBranding);
  await plant(context, origin, '/api/branding/v1/resources/groups/login-page', hostileResources);
  await plant(
    context,
    origin,
    '/api/alert/v1/alerts/banner/immediate',
    payloadsFor('banner.message').map((message, index) => ({
      alertScheduleId: `xss-${index}`,
      alertType: index % 2 ? 'Error' : combinedPayload('banner.alertType'),
      bannerMessage: { message: `Notice ${index}: ${message}` },
      dismissible: index % 2 === 0,
      displayAttributes: { attributes: { BannerColor: `red;background:url(javascript:__xssHit('banner.colour'))` } },
    })),
  );
  await plant(context, origin, '/api/alert/v1/alerts/maintenance/immediate', {
    alertScheduleId: combinedPayload('maintenance.id'),
    maintenanceScheduleAttributes: {
      MaintenanceStartTime: '2026-11-30T02:00:00.000Z',
      MaintenanceEndTime: '2026-11-30T04:00:00.000Z',
    },
  });
  await plant(context, origin, '/api/benchmarking/v1/notification/HOME_PAGE', {
    messageId: combinedPayload('benchmarking.messageId'),
    notificationStatus: true,
    notificationType: 'HOME_PAGE',
  });
  await plant(context, origin, '/api/access/v1/tool-settings/user-preferences', [
    { toolName: 'ProductImprovements', enabled: false },
    { toolName: 'ProductImprovementsNotification', enabled: true },
  ]);
  await plant(context, origin, '/api/content/v1/attributes/auth', {
    attributes: [
      { Key: 'LicenseContent', Value: scriptUrlPayload('content.LicenseContent') },
      { Key: 'BuyNow', Value: 'true' },
      { Key: 'SalesforceWebToLeadUrl', Value: scriptUrlPayload('content.SalesforceWebToLeadUrl') },
      { Key: 'CustomerSuccessAnalyticsKey', Value: combinedPayload('content.analyticsKey') },
      { Key: 'seedTranslationUrl', Value: scriptUrlPayload('content.seedTranslationUrl') },
      { Key: combinedPayload('content.key'), Value: combinedPayload('content.value') },
    ],
  });
  await plant(context, origin, '/api/content/v1/info/version', `${combinedPayload('version')}|1`);
  await refuseStartupDialogWrites(context, origin);
}

/** The account menu, found by the e-mail it shows: its label is a planted translation. */
async function openAccountMenuOf(page: Page) {
  await page.getByRole('banner').getByRole('button').filter({ hasText: 'admin@acme.test' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.describe('signed in', () => {
  test.use({ startupDialogs: true });

  test('the shell, its banner bar, menus and startup dialogs', async ({ page, context, baseURL }) => {
    test.slow();
    const origin = baseURL ?? '';
    const watched = await watchForExecution(page);
    await plantSignedInShell(context, origin, context.request);
    await page.goto('/auth');
    await signIn(page, 'admin@acme.test');
    await expect(page).toHaveURL(/\/mfe-host$/);

    await expect(page).toHaveTitle(combinedPayload('resources.tab'));
    // The three startup dialogs, one after the other: maintenance (with no status link: its address was a script
    // URL), benchmarking and product improvements (HTML from a translation).
    const seen: string[] = [];
    for (const _dialog of ['maintenance', 'benchmarking', 'product improvements']) {
      await expect(page.getByRole('dialog')).toBeVisible();
      const title = (await page.getByRole('dialog').getAttribute('aria-labelledby')) ?? '';
      seen.push(title);
      const dialog = page.getByRole('dialog').filter({ has: page.locator(`[id="${title}"]`) });
      await expect(dialog.getByRole('link', { name: STATUS_PAGE_LINK })).toHaveCount(0);
      await expectNoPayloadRan(page, watched);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(new Set(seen).size).toBe(3);

    const notices = page.getByRole('region', { name: /Notices/ });
    for (const index of payloadsFor('banner.message').keys()) await expect(notices).toContainText(`Notice ${index}:`);
    await expect(notices).toContainText(/__xssHit\('(init\.tenant|tenants\.current)\.name'\)/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoPayloadRan(page, watched);

    await page.getByRole('button', { name: /Switch tenant/ }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(3);
    await expectNoPayloadRan(page, watched);
    await page.keyboard.press('Escape');

    await openAccountMenuOf(page);
    await expect(page.getByRole('menuitem')).toHaveCount(4);
    await expectNoPayloadRan(page, watched);
    await page.keyboard.press('Escape');
  });
});

test('the upgrade dialog, the organisation, preferences, benchmarking and not-found pages', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const watched = await watchForExecution(page);
  const people = (await realAnswer(context.request, 'admin@acme.test', '/api/v1/private/orggroupuser/get')) as {
    Id: string;
  }[];
  const tree = (place: string) => [
    {
      Id: 'org-root',
      Name: combinedPayload(`${place}.root`),
      ParentId: null,
      Position: 0,
      Children: [
        { Id: 'org-child', Name: longPayload(`${place}.child`), ParentId: 'org-root', Position: 0, Children: [] },
      ],
    },
  ];
  // The tree and the branding come with the global state; their own endpoints answer when the global state cannot.
  const init = (await realAnswer(context.request, 'admin@acme.test', '/api/global-state/v1/init')) as object;
  const hostileBranding = {
    ...hostileLogos('branding'),
    primaryColor: 'javascript:alert(1)',
    secondaryColor: '<img src=x>',
    tertiaryColor: 'expression(alert(1))',
    pageTitle: combinedPayload('branding.pageTitle'),
    inherited: 'yes',
  };
  await plant(context, origin, '/api/global-state/v1/init', {
    ...init,
    organizations: tree('root-tree'),
    branding: hostileBranding,
  });
  await plant(context, origin, '/api/access/v1/organizations/root-tree', tree('root-tree'));
  await plant(context, origin, '/api/access/v1/users/current/organizations', tree('user-organizations'));
  await plant(
    context,
    origin,
    '/api/v1/private/orggroupuser/get',
    people.map((person, index) => ({
      Id: person.Id,
      FullName: combinedPayload(`people.${index}.FullName`),
      Email: combinedPayload(`people.${index}.Email`),
    })),
  );
  await plant(context, origin, '/api/access/v1/access-levels/current', [
    { organizationId: 'org-root', level: combinedPayload('access-levels.level') },
  ]);
  await plant(context, origin, '/api/globalization/v2/translations/tenant/en-us', {
    LanguageCode: 'en-us',
    translations: hostileTranslations(await translationsOf(context.request), 'translations.tenant'),
  });
  for (const module of ['organization', 'preferences', 'reporting']) {
    await plant(context, origin, `/api/globalization/v2/translations/tenant-custom/en-us/${module}`, {
      LanguageCode: 'en-us',
      translations: hostileTranslations(await translationsOf(context.request), `translations.custom.${module}`),
    });
  }
  await plant(context, origin, '/api/branding/v1/branding', hostileBranding);

  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  const modules = page.getByRole('navigation', { name: /Modules/ });

  await page.getByRole('button', { name: /^Upgrade/ }).click();
  await page.getByRole('menuitem', { name: /^Upgrade your account/ }).click();
  await expect(page.getByRole('dialog', { name: /^Upgrade your account/ })).toBeVisible();
  await expectNoPayloadRan(page, watched);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await modules.getByRole('link', { name: /^Organisation/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(visibleMarker('root-tree.root'), { exact: false }).first()).toBeVisible();
  await expect(page.getByText(visibleMarker('people.1.FullName'), { exact: false }).first()).toBeVisible();
  await expectNoPayloadRan(page, watched);

  await openAccountMenuOf(page);
  await page.getByRole('menuitem', { name: /^Preferences/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Preferences');
  await expectNoPayloadRan(page, watched);

  await modules.getByRole('link', { name: /^Benchmarking/ }).click();
  await expect(page).toHaveURL(/\/reporting\/benchmarking$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoPayloadRan(page, watched);

  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the application/ })).toBeVisible();
  await expectNoPayloadRan(page, watched);
});
