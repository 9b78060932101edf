import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Browser, type BrowserContext, expect, test } from '@playwright/test';

import { integrityOf } from '../../modules/sdk/vite.ts';
import { ensureKitProject, KIT_ENTRY, KIT_PROJECT } from '../../scripts/module-kit.ts';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/csp-violations';
import { startReferenceServer } from './support/deployment';
import { closeServer, KIT_PORTS, serveModules } from './support/module-origins';
import { openAccountMenu } from './support/session';
import { signedInContext } from './support/stored-session';
import { quietStartupDialogs, scopeContext } from './support/test-server';

const MODULES_ORIGIN = `http://localhost:${KIT_PORTS.modules}`;
/** Nothing answers here: the address a deployed module has that a developer's override replaces. */
const DEPLOYED_ENTRY = `http://localhost:${KIT_PORTS.modules}/deployed/kit/entry.js`;
const ADMIN = 'admin@acme.test';

// One shell and one module origin of this spec's own (its manifest file is its own): the tests run in order.
test.describe.configure({ mode: 'serial' });

let work: string;
let modulesFile: string;
let shell: Awaited<ReturnType<typeof startReferenceServer>>;
let origin: Server;
let context: BrowserContext | undefined;

const kit = () => ({
  id: 'kit',
  path: '/kit',
  entry: `${MODULES_ORIGIN}/kit/entry.js`,
  title: { 'en-us': 'Kit', ar: 'عدة' },
  integrity: integrityOf(KIT_ENTRY),
});
const ownOrigin = {
  id: 'own-origin',
  path: '/own-origin',
  entry: `${MODULES_ORIGIN}/own/entry.js`,
  title: { 'en-us': 'Own origin' },
  connect: [`http://127.0.0.1:${KIT_PORTS.modules}`],
  images: [`http://127.0.0.1:${KIT_PORTS.modules}/own/`],
};
const writeManifest = (manifest: unknown) => writeFileSync(modulesFile, JSON.stringify(manifest));

test.beforeAll(async () => {
  // The journeys' module-kit layer (scripts/module-kit.ts) created, installed, built and tested the project outside
  // the repository, as docs/modules.md tells a team; run alone, this spec does it first (minutes on a cold cache).
  test.setTimeout(300_000);
  ensureKitProject();
  work = mkdtempSync(join(tmpdir(), 'trellis-module-kit-shell-'));
  modulesFile = join(work, 'modules.json');

  origin = await serveModules(KIT_PORTS.modules, {
    directories: { '/kit/': join(KIT_PROJECT, 'dist'), '/own/': 'tests/modules/own-origin' },
  });
  writeManifest([kit(), ownOrigin]);
  shell = await startReferenceServer(KIT_PORTS.shell, {
    TRELLIS_STATIC_DIR: join(process.cwd(), 'dist'),
    TRELLIS_MODULES: modulesFile,
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await closeServer(origin);
  if (work) rmSync(work, { recursive: true, force: true });
});

test.afterEach(async () => context?.close());

async function signedInPage(browser: Browser) {
  context = await signedInContext(browser, shell.url, ADMIN);
  await quietStartupDialogs(context, shell.url);
  return context.newPage();
}

test('a module created with module:create outside the repository, installed from the packed SDK, loads in the shell', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto(`${shell.url}/mfe-host`);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Kit' }).click();
  await expect(page).toHaveURL(`${shell.url}/kit`);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
  await expect(page.getByText('Your tenant: Acme Corp')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('Kit marked as done.')).toBeVisible();
});

test('a plain module from another origin shows its own image and data, and those of the origins its entry names, with no policy violation', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  const violations = await watchCspViolations(page, shell.url);
  await page.goto(`${shell.url}/own-origin`);
  await expect(page.getByRole('heading', { name: 'Own origin', level: 1 })).toBeVisible();
  await expect(page.getByTestId('own-data')).toHaveText('Data from the module’s own backend');
  await expect(page.getByTestId('other-data')).toHaveText('Data from the module’s own backend');
  for (const name of ['Own logo', 'Other logo'])
    await expect
      .poll(() => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(48);
  const scope = await scopeContext(context!, shell.url);
  expect([...violations.events, ...violations.consoleErrors, ...(await violations.reports(scope))]).toEqual([]);
  // Admitted for what the entry names, and no more: the other origin runs no script.
  const policy = (await page.request.get(`${shell.url}/own-origin`)).headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).toContain(MODULES_ORIGIN);
  expect(scriptSources).not.toContain('127.0.0.1');
});

test('with overrides allowed, ?module-override points a module at a local build, says so in a banner (LTR and RTL), and stops', async ({
  browser,
}) => {
  const override = `?module-override=kit=${MODULES_ORIGIN}/kit/entry.js`;
  const deployed = { ...kit(), entry: DEPLOYED_ENTRY, integrity: undefined };
  writeManifest([deployed]);
  const page = await signedInPage(browser);
  const banner = page.getByRole('region', { name: 'Modules from a local build' });

  // Off by default: the override is ignored.
  await page.goto(`${shell.url}/kit${override}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Kit could not be opened' })).toBeVisible();
  await expect(banner).toBeHidden();

  writeManifest({ entries: [deployed], allowOverrides: true });
  await page.goto(`${shell.url}/kit${override}`);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
  await expect(banner).toContainText(`The module kit is loaded from ${MODULES_ORIGIN}/kit/entry.js for this tab`);
  await expect(page).toHaveURL(`${shell.url}/kit`);
  await expectNoAxeViolations(page);

  // Remembered for the tab, in the user's language (chosen in the account menu, as a user does).
  await page.reload();
  await expect(banner).toContainText('kit');
  await openAccountMenu(page, ADMIN);
  await page.getByRole('menuitem', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicBanner = page.getByRole('region', { name: 'وحدات من بناء محلي' });
  await expect(arabicBanner).toContainText('kit');
  await expectNoAxeViolations(page);

  await arabicBanner.getByRole('button', { name: 'إيقاف التجاوز' }).click();
  await expect(arabicBanner).toBeHidden();
  await expect(page.getByRole('heading', { name: 'مرحبًا، Ada Admin', level: 1 })).toBeHidden();
  writeManifest([kit(), ownOrigin]);
});
