import { createHash } from 'node:crypto';

import type { Frame, Page, Response } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { OIDC_AUTHORITY } from './support/test-server';

/** The policy's directives by name, each as its list of sources. */
function directivesOf(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectBrowserSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(directivesOf(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
}

/** A page on another origin, the attacker's (Playwright answers for the made-up origin), framing pages by name. */
const ATTACKER_ORIGIN = 'http://prize-draw.test';
const BLOCKED_FRAME_URL = 'chrome-error://chromewebdata/';

async function openAttackerPage(page: Page, framed: Record<string, string>) {
  await page.route(`${ATTACKER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: new URL(route.request().url()).pathname.startsWith('/control')
        ? '<!doctype html><title>Control</title><label>E-mail address <input type="email"></label>'
        : `<!doctype html><title>Win a prize</title><h1>Sign in to win</h1>${Object.entries(framed)
            .map(([name, url]) => `<iframe name="${name}" title="${name}" src="${url}"></iframe>`)
            .join('')}`,
    }),
  );
  await page.goto(`${ATTACKER_ORIGIN}/`, { waitUntil: 'load' });
}

const frameNamed = (page: Page, name: string): Frame => {
  const frame = page.frames().find((candidate) => candidate.name() === name);
  if (!frame) throw new Error(`No frame named ${name}`);
  return frame;
};

test('the app page carries the policy: scripts from this origin only, nothing evaluated, no plug-ins', async ({
  page,
}) => {
  const response = await page.goto('/auth');
  expectBrowserSecurityHeaders(response);
  // The hosted and framed modules' origins, which hosted-modules.spec.ts and framed-modules.spec.ts may be listing at
  // the same time, are left to those specs (all on this machine's ports; the OpenID provider's is named below).
  const isModuleOrigin = (source: string) =>
    /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(source) && source !== OIDC_AUTHORITY;
  const csp = Object.fromEntries(
    Object.entries(directivesOf(response?.headers()['content-security-policy'])).map(([name, sources]) => [
      name,
      sources.filter((source) => !isModuleOrigin(source)),
    ]),
  );
  // Inline, only the import map of the hosted modules' shared libraries, by its hash.
  const importMap = /<script type="importmap">([\s\S]*?)<\/script>/.exec((await response?.text()) ?? '')?.[1] ?? '';
  const importMapHash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
  expect(csp['script-src']).toEqual(["'self'", importMapHash]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:']);
  // The OIDC mode is on in these tests: the provider is reachable by fetch and in the silent-refresh frame only.
  expect(csp['connect-src']).toEqual(["'self'", OIDC_AUTHORITY]);
  expect(csp['frame-src']).toEqual(["'self'", OIDC_AUTHORITY]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  expect(response?.headers()['x-powered-by']).toBeUndefined();
});

test('API answers, good and bad, carry nosniff and refuse framing', async ({ page }) => {
  const apiAnswers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response);
  });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(apiAnswers.length).toBeGreaterThan(0);
  for (const answer of apiAnswers) expectBrowserSecurityHeaders(answer);

  const refused = await page.request.get('/api/global-state/v1/init');
  expect(refused.status()).toBe(401);
  expectBrowserSecurityHeaders(refused as unknown as Response);
  const unknown = await page.request.get('/api/no/such/route');
  expect(unknown.status()).toBe(404);
  expectBrowserSecurityHeaders(unknown as unknown as Response);
});

test('a page on another origin that frames the sign-in form gets no form', async ({ page, baseURL }) => {
  await openAttackerPage(page, {
    control: `${ATTACKER_ORIGIN}/control`,
    signIn: `${baseURL}/auth`,
    silentRefresh: `${baseURL}/silent-refresh.html`,
  });
  // The control shows that a frame the browser allows does render here.
  await expect(
    page.frameLocator('iframe[name="control"]').getByRole('textbox', { name: 'E-mail address' }),
  ).toBeVisible();
  expect(frameNamed(page, 'signIn').url()).toBe(BLOCKED_FRAME_URL);
  await expect(page.frameLocator('iframe[name="signIn"]').getByRole('textbox')).toHaveCount(0);
  await expect(page.frameLocator('iframe[name="signIn"]').getByRole('button')).toHaveCount(0);
  // The silent-refresh page may be framed by the app itself, never by another origin.
  expect(frameNamed(page, 'silentRefresh').url()).toBe(BLOCKED_FRAME_URL);
});

test('the app itself may frame the silent-refresh page only, not its own pages', async ({ page, baseURL }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const loaded = page.evaluate(
    (names) =>
      Promise.all(
        Object.entries(names).map(
          ([name, src]) =>
            new Promise<void>((resolve) => {
              const frame = Object.assign(document.createElement('iframe'), { name, src });
              frame.addEventListener('load', () => resolve());
              document.body.append(frame);
            }),
        ),
      ),
    { signIn: '/auth', silentRefresh: '/silent-refresh.html?state=none' },
  );
  await loaded;
  expect(frameNamed(page, 'signIn').url()).toBe(BLOCKED_FRAME_URL);
  expect(frameNamed(page, 'silentRefresh').url()).toBe(`${baseURL}/silent-refresh.html?state=none`);
});
