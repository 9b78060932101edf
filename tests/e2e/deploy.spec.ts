import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { ensureNginx } from '../../scripts/ensure-nginx.ts';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/csp-violations';
import { DEPLOY_PORTS, startApiServer, startNginx } from './support/deployment';
import {
  closeServer,
  ensureOnboardingBuilt,
  ONBOARDING_DIST,
  onboardingIntegrity,
  serveModules,
} from './support/module-origins';
import { expectSignedInShell, logOut, openAccountMenu, signIn } from './support/session';
import { quietServerStartupDialogs } from './support/test-server';

const ADMIN = 'admin@acme.test';
const SUB_PATH = '/trellis/';
const TELEMETRY = '/api/telemetry/v1/reports';
const rootOrigin = `http://localhost:${DEPLOY_PORTS.siteRoot}`;

/** The onboarding module, hosted on its own origin and named with its integrity, as docs/modules.md tells a team. */
function onboardingEntry() {
  ensureOnboardingBuilt();
  return {
    id: 'onboarding',
    path: '/onboarding',
    entry: `http://localhost:${DEPLOY_PORTS.module}/onboarding/entry.js`,
    title: { 'en-us': 'Onboarding' },
    integrity: onboardingIntegrity(),
  };
}

let api: Awaited<ReturnType<typeof startApiServer>>;
let moduleOrigin: Server;
let subPath: Awaited<ReturnType<typeof startNginx>>;
let siteRoot: Awaited<ReturnType<typeof startNginx>>;

// One API server and two nginx sites on this spec's own ports: its tests run one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const nginxMissing = ensureNginx();
  test.skip(nginxMissing !== null, nginxMissing ?? '');
  api = await startApiServer({ TRELLIS_CORS_ORIGINS: rootOrigin, TRELLIS_TRUST_PROXY: '127.0.0.1' });
  // The startup dialogs stay away: they would cover what these tests walk through.
  await quietServerStartupDialogs(api.url);
  moduleOrigin = await serveModules(DEPLOY_PORTS.module, { directories: { '/onboarding/': ONBOARDING_DIST } });
  subPath = await startNginx({
    port: DEPLOY_PORTS.subPath,
    base: SUB_PATH,
    configJson: { analytics: null, telemetry: { endpoint: TELEMETRY }, modules: [onboardingEntry()] },
  });
  siteRoot = await startNginx({
    port: DEPLOY_PORTS.siteRoot,
    base: '/',
    configJson: { api: { baseUrl: api.url }, analytics: null, telemetry: { endpoint: TELEMETRY } },
  });
});

test.afterAll(async () => {
  await closeServer(moduleOrigin);
  await subPath?.stop();
  await siteRoot?.stop();
  await api?.stop();
});

const at = (path: string) => `${subPath.origin}${SUB_PATH}${path}`;

/** Every answer of the site that failed, but for the API's planted 503s. */
function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/'))
      failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test.describe('under a sub-path (/trellis/), behind nginx', () => {
  test('walks sign-in, navigation, a reload of a deep link, a mistyped address, a language change and logout', async ({
    page,
  }) => {
    const failed = failedAnswers(page);
    // Signed out, a deep link keeps its place through the sign-in.
    await page.goto(at('organization?tab=2'));
    await expect(page).toHaveURL(at('auth'));
    await expectNoAxeViolations(page);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(at('organization?tab=2'));

    const modules = page.getByRole('navigation', { name: 'Modules' });
    await modules.getByRole('link', { name: 'Home' }).click();
    await expectSignedInShell(page, ADMIN);
    expect(page.url()).toBe(at('mfe-host'));
    await modules.getByRole('link', { name: 'Organisation' }).click();
    await expect(page).toHaveURL(at('organization'));
    await page.reload();
    await expect(page).toHaveURL(at('organization'));
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();

    await page.goto(at('no-such-page'));
    await expect(page).toHaveURL(at('404'));
    const back = page.getByRole('link', { name: 'Back to the application' });
    await expect(back).toHaveAttribute('href', `${SUB_PATH}landing`);
    await back.click();
    await expectSignedInShell(page, ADMIN);
    expect(page.url()).toBe(at('mfe-host'));

    await openAccountMenu(page, ADMIN);
    await page.getByRole('menuitem', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await logOut(page, ADMIN, 'Abmelden');
    await expect(page).toHaveURL(at('auth'));
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    expect(failed).toEqual([]);
  });

  test('hosts a module from another origin with the policy `npm run csp` printed: the import map, the module and its calls are admitted', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page, subPath.origin);
    const failed = failedAnswers(page);
    await page.goto(at('auth'));
    await signIn(page, ADMIN);
    await expectSignedInShell(page, ADMIN);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Onboarding' }).click();
    await expect(page).toHaveURL(at('onboarding'));
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
    // host.fetch through nginx's /api/ proxy, with the user's token.
    await expect(page.getByText('Your tenant: Acme Corp')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
    expect([...violations.events, ...violations.consoleErrors]).toEqual([]);
    expect(failed).toEqual([]);
  });

  test('answers each path with its headers: the page learns its base, assets are kept, maps and old chunks are not there', async ({
    request,
  }) => {
    const page = await request.get(at('preferences'));
    expect(await page.text()).toContain(`<base href="${SUB_PATH}"`);
    expect(page.headers()).toMatchObject({ 'cache-control': 'no-cache', 'x-frame-options': 'DENY' });
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const silent = await request.get(at('silent-refresh.html'));
    expect(silent.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(silent.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect((await request.get(at('popup-callback.html'))).headers()['cross-origin-opener-policy']).toBeUndefined();
    const script = /src="\.\/(assets\/main-[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
    const asset = await request.get(at(script), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
    });
    const gone = await request.get(at('assets/main-gone.js'));
    expect([gone.status(), gone.headers()['cache-control']]).toEqual([404, 'no-cache']);
    expect((await request.get(at(`${script}.map`))).status()).toBe(404);
    const config = await request.get(at('config.json'));
    expect([config.headers()['cache-control'], config.headers()['content-type']]).toEqual([
      'no-cache',
      'application/json',
    ]);
  });

  test('sends error reports and web-vitals with ids only, and the server logs them with the request ids the shell sent', async ({
    page,
  }) => {
    await page.goto(at('auth'));
    await signIn(page, ADMIN);
    const apiRequest = await page.waitForRequest((sent) => new URL(sent.url()).pathname.startsWith('/api/access/'));
    await expectSignedInShell(page, ADMIN);
    const requestId = apiRequest.headers()['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => api.logLines().some((line) => line.reqId === requestId)).toBe(true);

    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('Deploy test: nobody caught this')), 0));
    const reports = () =>
      api.logLines().filter((line) => line.msg === 'shell error report' || line.msg === 'shell web-vital');
    await expect
      .poll(() => reports().find((line) => line.msg === 'shell error report')?.telemetry)
      .toMatchObject({
        kind: 'error',
        page: '/mfe-host',
        tenantGuid: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001',
        userId: expect.any(String),
        error: { source: 'unhandled-rejection', message: 'Deploy test: nobody caught this' },
      });
    await expect
      .poll(() => reports().map((line) => (line.telemetry as { vital?: { name: string } }).vital?.name))
      .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    expect(JSON.stringify(reports())).not.toContain(ADMIN);
  });

  test('a page whose code a deploy removed reloads once, where the user is, and then shows the error screen', async ({
    page,
  }) => {
    const assets = join(subPath.dist, 'assets');
    const pageChunk = readdirSync(assets).find(
      (name) => /^preferences-[\w-]+\.js$/.test(name) && readFileSync(join(assets, name), 'utf8').startsWith('import'),
    );
    expect(pageChunk).toBeDefined();
    const copies = readdirSync(assets).filter((name) => name.startsWith(pageChunk!));
    copies.forEach((name) => renameSync(join(assets, name), join(assets, `${name}.gone`)));

    await page.goto(at('auth'));
    await signIn(page, ADMIN);
    await expectSignedInShell(page, ADMIN);
    let loads = 0;
    page.on('load', () => loads++);
    const menu = await openAccountMenu(page, ADMIN);
    await menu.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(at('preferences'));
    expect(loads).toBe(1);
    await expect
      .poll(() =>
        api
          .logLines()
          .some((line) => (line.telemetry as { error?: { source: string } })?.error?.source === 'chunk-load'),
      )
      .toBe(true);

    copies.forEach((name) => renameSync(join(assets, `${name}.gone`), join(assets, name)));
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  });

  test('an invalid config.json says what is wrong, on the screen and on the console, in LTR and RTL', async ({
    page,
  }) => {
    const configFile = join(subPath.dist, '..', 'config.json');
    const valid = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, JSON.stringify({ api: { baseUrl: 'ftp://api.example' }, telemetry: { endpoint: 7 } }));
    try {
      const console: string[] = [];
      page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
      await page.goto(at('auth'));
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Trellis cannot start here' })).toBeVisible();
      await expect(alert).toContainText(
        'api.baseUrl: must be empty, a path starting with / or an absolute http(s) URL',
      );
      await expect(alert).not.toContainText('telemetry');
      expect(console).toEqual(
        expect.arrayContaining([
          'error: config.json: api.baseUrl must be empty, a path starting with / or an absolute http(s) URL',
          expect.stringMatching(/^warning: config\.json: telemetry\.endpoint .* \(its default is used\)$/),
        ]),
      );
      await expectNoAxeViolations(page);
      await page.evaluate(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'لا يمكن تشغيل Trellis هنا' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoAxeViolations(page);
    } finally {
      writeFileSync(configFile, valid);
    }
  });
});

test.describe('at the site root, with the API on another origin', () => {
  test('signs in, navigates, reloads a deep link and logs out, calling the API across origins', async ({ page }) => {
    const failed = failedAnswers(page);
    await page.goto(`${rootOrigin}/`);
    await expect(page).toHaveURL(`${rootOrigin}/auth`);
    const tokenRequest = page.waitForRequest((sent) => sent.url() === `${api.url}/api/access/v1/oauth/token`);
    // Watched from before the sign-in: the shell's signed-in calls may all be answered before it shows.
    const authorised = page.waitForRequest(
      (sent) => sent.url().startsWith(`${api.url}/api/`) && Boolean(sent.headers().authorization),
    );
    await signIn(page, ADMIN);
    await tokenRequest;
    await expectSignedInShell(page, ADMIN);
    expect((await authorised).headers().authorization).toMatch(/^Bearer /);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organisation' }).click();
    await expect(page).toHaveURL(`${rootOrigin}/organization`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
    await logOut(page, ADMIN);
    // The logout asks the API across origins (a preflight first) before it leaves: a loaded machine takes its time.
    await expect(page).toHaveURL(`${rootOrigin}/auth`, { timeout: 15_000 });
    expect(failed).toEqual([]);
  });
});
