import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';

import { expect, test } from '@playwright/test';

import { ensureNginx } from '../../scripts/ensure-nginx.ts';
import { expectNoAxeViolations } from './support/axe';
import { startApiServer } from './support/deployment';
import {
  closeServer,
  ensureOnboardingBuilt,
  ONBOARDING_DIST,
  onboardingModule,
  serveModules,
} from './support/module-origins';
import { IMAGE_PORTS, startProductionImage } from './support/production-image';
import { expectSignedInShell, signIn } from './support/session';
import { quietServerStartupDialogs } from './support/test-server';

const ADMIN = 'admin@acme.test';
const MODULE_ORIGIN = `http://localhost:${IMAGE_PORTS.modules}`;
const ONBOARDING = onboardingModule(MODULE_ORIGIN);

let api: Awaited<ReturnType<typeof startApiServer>>;
let image: Awaited<ReturnType<typeof startProductionImage>>;
let modules: Server;

// One API, one module origin and one image on this spec's own ports: its tests run one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const nginxMissing = ensureNginx();
  test.skip(nginxMissing !== null, nginxMissing ?? '');
  ensureOnboardingBuilt();
  modules = await serveModules(IMAGE_PORTS.modules, { directories: { '/onboarding/': ONBOARDING_DIST } });
  // The platform's API, here the reference server with the demo; the image itself has no demo and no API.
  api = await startApiServer({}, IMAGE_PORTS.api);
  await quietServerStartupDialogs(api.url);
  image = await startProductionImage({
    TRELLIS_API_UPSTREAM: `http://127.0.0.1:${IMAGE_PORTS.api}`,
    TRELLIS_TELEMETRY_ENDPOINT: '/api/telemetry/v1/reports',
    TRELLIS_LINK_PRIVACY_NOTICE: 'https://example.com/privacy',
    TRELLIS_MODULES: JSON.stringify([ONBOARDING]),
  });
});

test.afterAll(async () => {
  await image?.stop();
  await api?.stop();
  await closeServer(modules);
});

test('writes config.json and the policy from the environment: no demo, no fixed client, modules named', async ({
  request,
}) => {
  const config = await request.get(`${image.origin}/config.json`);
  expect(await config.json()).toEqual({
    api: { baseUrl: '', tokenOrigins: [] },
    oidc: null,
    analytics: null,
    telemetry: { endpoint: '/api/telemetry/v1/reports' },
    links: { privacyNotice: 'https://example.com/privacy' },
    modules: [ONBOARDING],
  });
  const page = await request.get(`${image.origin}/organization`);
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-[^']+' ${MODULE_ORIGIN};`));
  // The policy `npm run csp` prints for that config.json and this build, which docs/nginx/trellis.conf completes.
  const csp = spawnSync('npm', ['run', '--silent', 'csp', '--', image.configFile, '--dist', image.dist], {
    encoding: 'utf8',
  });
  expect(policy).toBe(`${csp.stdout.trim()}; frame-ancestors 'none'`);
  expect(policy).not.toContain('__');
  expect(image.output()).toContain(`Trellis ${image.release} at port ${IMAGE_PORTS.shell}`);
});

test('serves the shell and a hosted module behind its policy, with no violation, the API proxied', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${image.origin}/`);
  await expect(page).toHaveURL(`${image.origin}/auth`);
  await expect(page.getByRole('heading', { name: 'Sign in to Trellis', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const signInRequest = page.waitForRequest((sent) => sent.url().endsWith('/api/access/v1/oauth/token'));
  await signIn(page, ADMIN);
  await expectSignedInShell(page, ADMIN);

  const link = page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Onboarding' });
  await link.click();
  await expect(page).toHaveURL(`${image.origin}/onboarding`);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin', level: 1 })).toBeVisible();
  await expect(page.getByText('Your tenant: Acme Corp')).toBeVisible();
  expect(violations).toEqual([]);

  // The request's trace reaches the API's log, and nginx's, beside its request id.
  const headers = (await signInRequest).headers();
  const traceId = /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(headers.traceparent ?? '')?.[1];
  expect(traceId).toBeDefined();
  await expect.poll(() => api.logLines().find((line) => line.reqId === headers['x-request-id'])?.traceId).toBe(traceId);
  expect(image.accessLog()).toContainEqual(
    expect.objectContaining({ requestId: headers['x-request-id'], traceparent: headers.traceparent }),
  );
});

test('error reports name the release whose source maps are in dist-sourcemaps/<release>/', async ({ page }) => {
  await page.goto(`${image.origin}/auth`);
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('Image test: nobody caught this')), 0));
  await expect
    .poll(() => api.logLines().find((line) => line.msg === 'shell error report')?.telemetry)
    .toMatchObject({ release: image.release, error: { message: 'Image test: nobody caught this' } });
  expect(existsSync(`dist-sourcemaps/${image.release}/assets`)).toBe(true);
});
