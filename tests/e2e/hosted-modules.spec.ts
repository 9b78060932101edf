import type { Server } from 'node:http';

import type { BrowserContext, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { listModules, unlistModules } from './support/module-list';
import {
  closeServer,
  ensureOnboardingBuilt,
  MODULE_ORIGIN,
  ONBOARDING_DIST,
  onboardingIntegrity,
  onboardingModule,
  PLAIN_MODULE_ORIGIN,
  serveModules,
  UNREACHABLE_ORIGIN,
} from './support/module-origins';
import { sessionTimersStart } from './support/session';
import { signedInContext } from './support/stored-session';
import { quietStartupDialogs } from './support/test-server';

const onboarding = onboardingModule(MODULE_ORIGIN);
const plain = {
  id: 'plain',
  path: '/plain',
  entry: `${PLAIN_MODULE_ORIGIN}/plain-module.js`,
  title: { 'en-us': 'Plain module', ar: 'وحدة بسيطة' },
};
/** Failing modules, each in its own way (issue 24, item 5); not in the navigation, so that other tests meet none. */
const failing = (id: string, entry: string, extra: object = {}) => ({
  id,
  path: `/broken/${id}`,
  entry,
  title: { 'en-us': `Broken ${id}` },
  navigation: { hidden: true },
  ...extra,
});
const FAILURES = [
  failing('missing', `${MODULE_ORIGIN}/fixtures/no-such-entry.js`),
  failing('offline', `${UNREACHABLE_ORIGIN}/entry.js`),
  failing('syntax', `${MODULE_ORIGIN}/fixtures/failures/not-javascript.txt`),
  failing('mount', `${MODULE_ORIGIN}/fixtures/failures/throws-in-mount.js`),
  failing('render', `${MODULE_ORIGIN}/fixtures/failures/throws-while-rendering.js`),
  failing('no-mount', `${MODULE_ORIGIN}/fixtures/failures/no-mount.js`),
  failing('tampered', onboarding.entry, {
    integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  }),
];
const slow = failing('slow', `${MODULE_ORIGIN}/fixtures/never-answers.js`);
const flaky = failing('flaky', `${MODULE_ORIGIN}/fixtures/flaky.js`);
const restricted = {
  ...plain,
  id: 'restricted',
  path: '/restricted',
  title: { 'en-us': 'Restricted module' },
  access: { rules: [{ only: ['NoSuchPermission'] }] },
};
/** A module with pages of its own below its path (a list and an item per page), and a draft note. */
const register = {
  id: 'register',
  path: '/register',
  entry: `${PLAIN_MODULE_ORIGIN}/register-module.js`,
  title: { 'en-us': 'Register', ar: 'السجل' },
  navigation: { order: 4 },
};
/** A module built for a host API this shell does not offer (1.1.0). */
const future = failing('future', `${PLAIN_MODULE_ORIGIN}/register-module.js?future`, {
  requires: { host: '^1.2.0' },
});
let MODULES: { id: string }[] = [];
/** The onboarding module again, with the integrity of its entry as built. */
const verified = () => failing('verified', onboarding.entry, { integrity: onboardingIntegrity() });

// The module origins are fixed ports named in TRELLIS_MODULES, served by one worker: the file's tests run in order.
test.describe.configure({ mode: 'default' });

let servers: Server[] = [];

test.beforeAll(async () => {
  ensureOnboardingBuilt();
  servers = [
    await serveModules(Number(new URL(MODULE_ORIGIN).port), {
      directories: { '/onboarding/': ONBOARDING_DIST, '/fixtures/': 'tests/modules' },
      hanging: ['/fixtures/never-answers.js'],
      failingFirstAttempt: { '/fixtures/flaky.js': 'tests/modules/plain-module.js' },
    }),
    await serveModules(Number(new URL(PLAIN_MODULE_ORIGIN).port), { directories: { '/': 'tests/modules' } }),
  ];
  MODULES = [onboarding, plain, register, future, restricted, slow, flaky, verified(), ...FAILURES];
  listModules(MODULES);
});

test.afterAll(async () => {
  unlistModules(MODULES);
  await Promise.all(servers.map(closeServer));
});

let context: BrowserContext;
test.afterEach(async () => context?.close());

/** A signed-in page whose module failures are counted as the shell's error reporting hears them. */
async function signedInPage(browser: import('@playwright/test').Browser, baseURL: string, email: string) {
  context = await signedInContext(browser, baseURL, email);
  await quietStartupDialogs(context, baseURL);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const failures: string[] = [];
    Object.assign(window, { moduleFailures: failures });
    window.addEventListener('trellis:module-failure', (event) =>
      failures.push((event as CustomEvent<{ moduleId: string }>).detail.moduleId),
    );
  });
  return page;
}

/** The module host of admin@acme.test, once its navigation lists the modules of the manifest. */
async function shellWithModules(browser: import('@playwright/test').Browser, baseURL: string) {
  const page = await signedInPage(browser, baseURL, 'admin@acme.test');
  await page.goto('/mfe-host');
  const navigation = page.getByRole('navigation', { name: 'Modules' });
  await expect(navigation.getByRole('link', { name: 'Plain module' })).toBeVisible();
  return { page, navigation };
}

const moduleFailures = (page: Page) =>
  page.evaluate(() => (window as unknown as { moduleFailures: string[] }).moduleFailures);

test('the onboarding module, built on its own, loads from another origin with the shell’s React and MUI', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/mfe-host');
  expect(scripts.filter((url) => url.startsWith(MODULE_ORIGIN))).toEqual([]);
  // On intent: pointing at the link fetches the entry, and with it the shell's code that hosts it (the shared
  // libraries' chunk and the import map's files), before the route is entered.
  const link = page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Onboarding' });
  const requested = Promise.all(
    [onboarding.entry, /\/assets\/share-libraries-[\w-]+\.js$/, /\/module-shared\/mui-material\.js$/].map((url) =>
      page.waitForRequest(url),
    ),
  );
  await link.hover();
  await requested;
  await expect(page).toHaveURL(/\/mfe-host$/);
  await link.click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
  // host.fetch: the platform API with the user's token.
  await expect(page.getByText('Your tenant: Acme Corp')).toBeVisible();

  // One copy: the module's bare imports are the shell's instances, and the module's origin served only its entry.
  const shared = await page.evaluate(async () => {
    const registry = (window as unknown as { __trellisSharedLibraries: Record<string, Record<string, unknown>> })
      .__trellisSharedLibraries;
    const [react, reactDom, mui, i18next] = [
      await import('react'),
      await import('react-dom/client'),
      await import('@mui/material'),
      await import('i18next'),
    ];
    return {
      react: react.useState === registry.react?.useState,
      reactDom: reactDom.createRoot === registry['react-dom/client']?.createRoot,
      mui: mui.Button === registry['@mui/material']?.Button,
      i18next: i18next.createInstance === registry.i18next?.createInstance,
    };
  });
  expect(shared).toEqual({ react: true, reactDom: true, mui: true, i18next: true });
  expect(scripts.filter((url) => url.startsWith(MODULE_ORIGIN))).toEqual([onboarding.entry]);
  // The shell's theme: the module's contained button has the tenant's primary colour, as the shell's own do.
  const moduleButton = page.getByRole('button', { name: 'Mark as done' });
  await expect(moduleButton).toHaveCSS('background-color', /rgb/);
  await expectNoAxeViolations(page);

  await moduleButton.click();
  await expect(page.getByText('Onboarding marked as done.')).toBeVisible();
  await page.getByRole('button', { name: 'Open preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  expect(await moduleFailures(page)).toEqual([]);

  // Its visit is among the recently visited pages of the home module, titled as the navigation titles it.
  await page.goto('/mfe-host');
  const visits = page.getByRole('listitem').filter({ has: page.locator('time') });
  await expect(visits.getByRole('link', { name: 'Onboarding' })).toHaveAttribute('href', '/onboarding');
});

test('the onboarding module in Arabic: the user’s name in the user’s language, right to left', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'analyst@acme.test');
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'مرحبًا، Amira Analyst', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('onboarding-module')).toHaveCSS('direction', 'rtl');
  await expect(page.getByRole('button', { name: 'فتح التفضيلات' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a module written from docs/modules.md as plain JavaScript loads from its own port, and leaving it ends its listeners and timers', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto('/plain');
  await expect(page.getByRole('heading', { name: 'Hello from a plain module, Ada Admin' })).toBeVisible();
  await expect(page.getByText('This page: /')).toBeVisible();
  await page.getByRole('button', { name: 'Ask the platform' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Platform version' })).toContainText(
    'Platform version: 4.12.0',
  );
  const ticks = () => page.evaluate(() => (window as unknown as { plainModuleTicks: number }).plainModuleTicks);
  await expect.poll(ticks).toBeGreaterThan(2);

  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  const counts = () =>
    page.evaluate(() => {
      const own = window as unknown as { plainModuleTicks: number; plainModuleResizes: number };
      window.dispatchEvent(new Event('resize'));
      return { ticks: own.plainModuleTicks, resizes: own.plainModuleResizes };
    });
  // The module is unmounted as the route's commit ends: its timer stops counting (every 50 ms) once it has. The waits
  // are three and six of its periods, in the page's own time (a page clock here left the module loading on a loaded
  // machine).
  const periods = (count: number) =>
    page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), count * 50);
  await expect
    .poll(async () => {
      const before = await ticks();
      await periods(3);
      return (await ticks()) - before;
    })
    .toBe(0);
  const left = await counts();
  await periods(6);
  expect(await counts()).toEqual(left);
  expect(left.resizes).toBe(0);
});

for (const module of FAILURES) {
  test(`a module that fails (${module.id}) shows a message and Retry in its area, and the shell goes on`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
    await page.goto(module.path);
    const area = page.getByRole('region', { name: module.title['en-us'] });
    await expect(area.getByRole('alert')).toContainText(`${module.title['en-us']} could not be opened`);
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect.poll(() => moduleFailures(page)).toEqual([module.id]);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organisation' }).click();
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
  });
}

test('a module that does not mount within the load timeout is given up, with Retry', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.clock.install();
  await page.goto(slow.path);
  await expect(page.getByRole('progressbar', { name: 'Loading Broken slow…' })).toBeVisible();
  await page.clock.fastForward(10_000);
  const area = page.getByRole('region', { name: 'Broken slow' });
  await expect(area.getByRole('alert')).toContainText('Broken slow could not be opened');
  await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await moduleFailures(page)).toEqual(['slow']);
});

test('a module whose entry matches its integrity loads', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto('/broken/verified');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
  expect(await moduleFailures(page)).toEqual([]);
});

test('Retry loads a module whose entry failed once', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto(flaky.path);
  const area = page.getByRole('region', { name: 'Broken flaky' });
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(area.getByRole('heading', { name: 'Hello from a plain module, Ada Admin' })).toBeVisible();
  await expect(area.getByRole('alert')).toHaveCount(0);
});

test('a module whose access rules the user does not meet is not in the navigation, and its path is guarded', async ({
  browser,
  baseURL,
}) => {
  const { page, navigation } = await shellWithModules(browser, baseURL!);
  await expect(navigation.getByRole('link', { name: 'Restricted module' })).toHaveCount(0);
  await page.goto('/restricted');
  await expect(page).toHaveURL(/\/mfe-host$/);
});

test('an entry added to TRELLIS_MODULES appears after a reload, with no rebuild; the CSP admits its origin for the module’s own files and calls only', async ({
  browser,
  baseURL,
}) => {
  const { page, navigation } = await shellWithModules(browser, baseURL!);
  await expect(navigation.getByRole('link', { name: 'Added later' })).toHaveCount(0);
  const later = {
    ...plain,
    id: 'later',
    path: '/later',
    entry: `${UNREACHABLE_ORIGIN.replace('localhost', '127.0.0.1')}/later.js`,
    title: 'Added later',
  };
  listModules([{ ...later, title: { 'en-us': 'Added later' } }]);
  try {
    const response = await page.reload();
    await expect(navigation.getByRole('link', { name: 'Added later' })).toBeVisible();
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain(UNREACHABLE_ORIGIN.replace('localhost', '127.0.0.1'));
    expect(directive('script-src')).toContain(MODULE_ORIGIN);
    // Its origin serves its own files and backend too (docs/modules.md), and gets nothing more.
    for (const name of ['style-src', 'img-src', 'font-src', 'connect-src'])
      expect(directive(name)).toContain(MODULE_ORIGIN);
    for (const name of ['default-src', 'frame-src', 'form-action', 'frame-ancestors'])
      expect(directive(name)).not.toContain(MODULE_ORIGIN);
  } finally {
    unlistModules([later]);
  }
});

const mounts = (page: Page) => page.evaluate(() => (window as unknown as { registerMounts?: number }).registerMounts);
const sessionEndingLog = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('register-module-log') ?? '[]') as object[]);

const REGISTER_LANGUAGES = [
  {
    direction: 'ltr',
    email: 'admin@acme.test',
    register: 'Register',
    items: ['Gate valve', 'Pressure gauge', 'Relief valve'],
    next: 'Next item',
    back: 'Back to the register',
    note: 'Draft note',
    navigation: 'Modules',
    home: 'Home',
    leave: { title: 'Leave without saving?', leave: 'Leave', cancel: 'Cancel' },
  },
  {
    direction: 'rtl',
    email: 'analyst@acme.test',
    register: 'السجل',
    items: ['صمام البوابة', 'مقياس الضغط', 'صمام التنفيس'],
    next: 'العنصر التالي',
    back: 'العودة إلى السجل',
    note: 'مسودة ملاحظة',
    navigation: 'الوحدات',
    home: 'الرئيسية',
    leave: { title: 'المغادرة دون حفظ؟', leave: 'مغادرة', cancel: 'إلغاء' },
  },
] as const;

for (const texts of REGISTER_LANGUAGES) {
  test(`a module's pages below its path (${texts.direction}): host.navigate, the shell's links, back, forward and deep links, mounted once per visit`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL!, texts.email);
    await page.goto('/register');
    const area = page.getByRole('region', { name: texts.register });
    const heading = area.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(texts.register);
    await expect(page.locator('html')).toHaveAttribute('dir', texts.direction);
    const navigation = page
      .getByRole('navigation', { name: texts.navigation })
      .getByRole('link', { name: texts.register });
    await expect(navigation).toHaveAttribute('aria-current', 'page');

    // host.navigate from the module's own link: the address and the module's page follow, the nav entry stays current.
    await area.getByRole('link', { name: texts.items[1] }).click();
    await expect(page).toHaveURL(/\/register\/items\/2$/);
    await expect(heading).toHaveText(texts.items[1]);
    await expect(navigation).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(`^${texts.items[1]} – ${texts.register} – `));
    await area.getByRole('button', { name: texts.next }).click();
    await expect(page).toHaveURL(/\/register\/items\/3$/);
    await expect(heading).toHaveText(texts.items[2]);

    // The browser's back and forward.
    await page.goBack();
    await expect(page).toHaveURL(/\/register\/items\/2$/);
    await expect(heading).toHaveText(texts.items[1]);
    await page.goForward();
    await expect(heading).toHaveText(texts.items[2]);
    // The shell's own link to the module's base.
    await navigation.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(heading).toHaveText(texts.register);
    await expect(page).not.toHaveTitle(new RegExp(texts.items[2]));
    expect(await mounts(page)).toBe(1);
    await expectNoAxeViolations(page);

    // A deep link: the module opens on the item's page.
    await page.goto('/register/items/2');
    await expect(heading).toHaveText(texts.items[1]);
    expect(await mounts(page)).toBe(1);
    expect(await moduleFailures(page)).toEqual([]);

    // Leaving unmounts it; the recently visited list names the deep page by the title the module gave it.
    await page.goto('/mfe-host');
    const visits = page.getByRole('listitem').filter({ has: page.locator('time') });
    await expect(visits.getByRole('link', { name: texts.items[1] })).toHaveAttribute('href', '/register/items/2');
  });

  test(`an unsaved draft (${texts.direction}) makes leaving the module ask; Cancel keeps the user and the draft`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL!, texts.email);
    await page.goto('/register/items/1');
    const area = page.getByRole('region', { name: texts.register });
    const note = area.getByRole('textbox', { name: texts.note });
    await note.fill('Check the seal');
    const homeLink = page.getByRole('navigation', { name: texts.navigation }).getByRole('link', { name: texts.home });
    await homeLink.click();
    const dialog = page.getByRole('dialog', { name: texts.leave.title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: texts.leave.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/register\/items\/1$/);
    await expect(note).toHaveValue('Check the seal');

    await homeLink.click();
    await dialog.getByRole('button', { name: texts.leave.leave }).click();
    await expect(page).toHaveURL(/\/mfe-host$/);
    expect(await moduleFailures(page)).toEqual([]);
  });
}

test('an unsaved draft makes leaving the page ask (beforeunload)', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto('/register/items/1');
  await page.getByRole('textbox', { name: 'Draft note' }).fill('Check the seal');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('a module’s session-ending handler runs before logout, with its draft, while the session still holds', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto('/register/items/2');
  await page.getByRole('textbox', { name: 'Draft note' }).fill('Replace the gauge');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /admin@acme\.test/ })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Unsaved work does not hold a logout: the handlers had their chance.
  await expect(page).toHaveURL(/\/auth$/);
  expect(await sessionEndingLog(page)).toEqual([{ reason: 'logout', draft: 'Replace the gauge', signedIn: true }]);
});

test('a module’s session-ending handler runs before the idle logoff', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, 'idle@acme.test');
  await page.clock.install();
  const timersStarted = sessionTimersStart(page);
  await page.goto('/register/items/1');
  await timersStarted;
  await page.getByRole('textbox', { name: 'Draft note' }).fill('Half a thought');
  await page.clock.runFor(111_000);
  await expect(page.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible();
  await page.clock.runFor(62_000);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await sessionEndingLog(page)).toEqual([{ reason: 'idle', draft: 'Half a thought', signedIn: true }]);
});

interface TelemetryReport {
  error?: { source: string; message?: string; module?: { id: string; entry: string } };
}

/** The error reports the page sends to config.json's telemetry endpoint (a beacon), answered as the server does. */
async function telemetryReports(page: Page): Promise<TelemetryReport[]> {
  const reports: TelemetryReport[] = [];
  await page.route('**/api/telemetry/v1/reports', async (route) => {
    const report = route.request().postDataJSON() as TelemetryReport;
    if (report.error) reports.push(report);
    await route.fulfill({ status: 204 });
  });
  return reports;
}

test('a module requiring a host API this shell does not offer is not fetched, says why, and is reported', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  const reports = await telemetryReports(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(future.path);
  const area = page.getByRole('region', { name: 'Broken future' });
  await expect(area.getByRole('alert')).toContainText(
    "Broken future needs version ^1.2.0 of the platform's module interface; this platform offers 1.1.0.",
  );
  await expect(area.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect
    .poll(() => reports.map((report) => report.error?.module))
    .toEqual([{ id: 'future', entry: future.entry }]);
  expect(reports[0]?.error?.source).toBe('module');
  expect(await moduleFailures(page)).toEqual(['future']);
  expect(requested.filter((url) => url.startsWith(PLAIN_MODULE_ORIGIN))).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a module failure reaches the telemetry endpoint with the module’s id and entry, once', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  const reports = await telemetryReports(page);
  await page.goto('/broken/render');
  await expect(page.getByRole('region', { name: 'Broken render' }).getByRole('alert')).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]?.error).toMatchObject({
    source: 'module',
    module: { id: 'render', entry: `${MODULE_ORIGIN}/fixtures/failures/throws-while-rendering.js` },
  });
  // Nothing else is sent for it: the shell's report of uncaught errors leaves a module's errors to the module host. An
  // error thrown after it is reported the same way; once its report has come, a second one of the module's would have.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Thrown after the module failed');
    }),
  );
  await expect.poll(() => reports.length).toBe(2);
  expect(reports[1]?.error).toMatchObject({ source: 'uncaught', message: 'Thrown after the module failed' });
});
