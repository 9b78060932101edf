import type { Server } from 'node:http';
import { join } from 'node:path';

import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { FRAMED_ENTRIES, FRAMED_MODULE_ORIGIN, framedOnboarding, hostileModule } from './support/framed-module-entries';
import { listModules, unlistModules } from './support/module-list';
import { closeServer, ensureOnboardingBuilt, ONBOARDING_FRAME_DIST, serveModules } from './support/module-origins';
import { signedInContext } from './support/stored-session';
import { quietStartupDialogs } from './support/test-server';

/** The shells that may frame the onboarding module: this run's, as its deployment would name it. */
const SHELL_ORIGINS_FILE = 'test-results/playwright/framed/shell-origins.json';

// The framed modules' origin is one fixed port, served by one worker: the file's tests run in order.
test.describe.configure({ mode: 'default' });

let server: Server | undefined;
let context: BrowserContext | undefined;

test.beforeAll(async ({ baseURL }) => {
  ensureOnboardingBuilt();
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync('test-results/playwright/framed', { recursive: true });
  writeFileSync(SHELL_ORIGINS_FILE, JSON.stringify([new URL(baseURL!).origin]));
  server = await serveModules(Number(new URL(FRAMED_MODULE_ORIGIN).port), {
    directories: {
      '/onboarding-frame/shell-origins.json': SHELL_ORIGINS_FILE,
      '/onboarding-frame/': ONBOARDING_FRAME_DIST,
      '/framed/': join('tests', 'modules', 'framed'),
    },
  });
  listModules(FRAMED_ENTRIES);
});
test.afterAll(async () => {
  unlistModules(FRAMED_ENTRIES);
  await closeServer(server);
});
test.afterEach(() => context?.close());

/** A signed-in page that counts the module failures and refusals the shell's error reporting hears. */
async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  context = await signedInContext(browser, baseURL, email);
  await quietStartupDialogs(context, baseURL);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const reports: string[] = [];
    Object.assign(window, { moduleReports: reports });
    window.addEventListener('trellis:module-failure', (event) => {
      const { moduleId, error } = (event as CustomEvent<{ moduleId: string; error: Error }>).detail;
      reports.push(`${moduleId}: ${error.message}`);
    });
  });
  return page;
}

const moduleReports = (page: Page) =>
  page.evaluate(() => (window as unknown as { moduleReports: string[] }).moduleReports);

/** The frame of a framed module's page, once it is there. */
async function moduleFrame(page: Page, path: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes(path))).toBe(true);
  return page.frames().find((frame) => frame.url().includes(path))!;
}

test('the onboarding module, built framed, shows its page with the user, the tenant read through the shell, and no session', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto(framedOnboarding.path);
  const frame = page.frameLocator('iframe[title="Onboarding, framed"]');
  await expect(frame.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
  // host.fetch in the frame: carried out by the shell, with the token the frame never sees.
  await expect(frame.getByText('Your tenant: Acme Corp')).toBeVisible();
  await expect(page.locator('iframe[title="Onboarding, framed"]')).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms',
  );

  const inFrame = await moduleFrame(page, '/onboarding-frame/');
  // The frame's own storage may be blocked as a third party's (it was here): either way, none of the session's.
  const seen = await inFrame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return read();
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      ownStorage: attempt(() => Object.keys(localStorage)),
      cookies: document.cookie,
      parentStorage: attempt(() => window.parent.localStorage.length),
    };
  });
  expect(seen.ownStorage).not.toContain('TrellisZenAuth');
  expect([seen.cookies, seen.parentStorage]).toEqual(['', 'SecurityError']);

  // The module's button asks the shell for a toast over the bridge; its navigation moves the shell.
  await frame.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('Onboarding marked as done.')).toBeVisible();
  await expectNoAxeViolations(page);
  await frame.getByRole('button', { name: 'Open preferences' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  expect(await moduleReports(page)).toEqual([]);
});

test('the framed onboarding module in Arabic and the dark theme: right to left, the shell’s dark colours, no axe violation', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'analyst@acme.test');
  await page.addInitScript(() => localStorage.setItem('TrellisAppTheme', '"preview-dark"'));
  await page.goto(framedOnboarding.path);
  const frame = page.frameLocator('iframe[title="الإعداد، في إطار"]');
  await expect(frame.getByRole('heading', { name: 'مرحبًا، Amira Analyst', level: 1 })).toBeVisible();
  await expect(frame.getByTestId('onboarding-module')).toHaveCSS('direction', 'rtl');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  // The theme's tokens crossed: the module's card has the shell's dark paper.
  await expect(frame.getByTestId('onboarding-module')).toHaveCSS('background-color', 'rgb(30, 30, 30)');
  await expectNoAxeViolations(page);
});

test('a hostile framed module: every attempt is refused, the shell stays usable and signed in, each refusal told once', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL!, 'admin@acme.test');
  await page.goto('/mfe-host');
  const session = await page.evaluate(() => localStorage.getItem('TrellisZenAuth'));
  await page.goto(hostileModule.path);
  const frame = page.frameLocator('iframe[title="Hostile module"]');
  const attempt = (name: string) => frame.locator(`[data-attempt="${name}"]`);
  await expect(attempt('done')).toBeVisible();

  await expect(attempt('own storage')).toHaveText(/^own storage: (got null|refused \(SecurityError\))$/);
  await expect(attempt('own cookies')).toHaveText('own cookies: got null');
  await expect(attempt('parent storage')).toHaveText('parent storage: refused (SecurityError)');
  await expect(attempt('parent document')).toHaveText('parent document: refused (SecurityError)');
  await expect(attempt('top location')).toHaveText(/^top location: refused/);
  await expect(attempt('popup')).toHaveText('popup: got "no window"');
  await expect(attempt('context')).not.toContainText(/token|auth/i);
  await expect(attempt('granted path')).toHaveText('granted path: 200');
  await expect(attempt('path not granted')).toHaveText('path not granted: 403');
  await expect(attempt('path bent with dots')).toHaveText('path bent with dots: 403');
  await expect(attempt('huge body')).toHaveText('huge body: 413');

  // The shell stayed where it was, signed in, with its session as it was, and usable.
  await expect(page).toHaveURL(/\/hostile$/);
  expect(await page.evaluate(() => localStorage.getItem('TrellisZenAuth'))).toBe(session);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);

  const refusals = (await moduleReports(page)).filter((report) => report.startsWith('hostile:'));
  expect(refusals.sort()).toEqual(
    [
      'hostile: The module "hostile" was refused: fetch 403: /api/access/v1/users/current/tenants',
      'hostile: The module "hostile" was refused: fetch 403: /api/content/%2e%2e/access/v1/permissions',
      'hostile: The module "hostile" was refused: fetch 413: /api/content/v1/info/version',
      'hostile: The module "hostile" was refused: message: a message that is not of the protocol',
      'hostile: The module "hostile" was refused: flood: more than 100 messages a second',
    ].sort(),
  );
});
