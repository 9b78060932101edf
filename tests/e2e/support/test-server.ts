import { randomUUID } from 'node:crypto';

import type { BrowserContext, Page } from '@playwright/test';

import type { Fault } from '../../../server/test-harness/test-routes.ts';
import { TEST_SCOPE_COOKIE } from '../../../server/test-harness/test-scope.ts';
import { E2E_PORTS } from './ports';

/**
 * Gives the browser context its own test scope (or answers the one it has), so faults and request logs of parallel
 * tests don't meet.
 */
export async function scopeContext(context: BrowserContext, baseURL: string): Promise<string> {
  const existing = (await context.cookies(baseURL)).find((cookie) => cookie.name === TEST_SCOPE_COOKIE);
  if (existing) return existing.value;
  const scope = randomUUID();
  await context.addCookies([{ name: TEST_SCOPE_COOKIE, value: scope, url: baseURL }]);
  return scope;
}

export async function injectFault(
  context: BrowserContext,
  baseURL: string,
  fault: Omit<Fault, 'scope'>,
): Promise<void> {
  const scope = await scopeContext(context, baseURL);
  const response = await context.request.put(`${baseURL}/__test/faults`, { data: { ...fault, scope } });
  if (!response.ok()) throw new Error(`Fault injection failed: ${response.status()} ${await response.text()}`);
}

/** The reads behind the startup dialogs (maintenance, benchmarking, product improvements). */
const STARTUP_DIALOG_READS = [
  '/api/alert/v1/alerts/maintenance/immediate',
  '/api/benchmarking/v1/notification/HOME_PAGE',
  '/api/access/v1/tool-settings/user-preferences',
];

/** The reads behind the startup dialogs fail for this context, so that tests about other things meet no dialog. */
export async function quietStartupDialogs(context: BrowserContext, baseURL: string): Promise<void> {
  for (const path of STARTUP_DIALOG_READS) await injectFault(context, baseURL, { method: 'GET', path, status: 503 });
}

/** The same for every browser of an API server a spec started for itself (a deployment's), not for one context. */
export async function quietServerStartupDialogs(apiUrl: string): Promise<void> {
  for (const path of STARTUP_DIALOG_READS) {
    const response = await fetch(`${apiUrl}/__test/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path, status: 503 }),
    });
    if (!response.ok) throw new Error(`Fault injection failed: ${response.status} ${await response.text()}`);
  }
}

/** Token requests the server received from this test's browser context. */
export async function countTokenRequests(page: Page, scope: string): Promise<number> {
  const response = await page.request.get(`/__test/requests?scope=${scope}`);
  const requests = (await response.json()) as { method: string; path: string }[];
  return requests.filter((r) => r.method === 'POST' && r.path === '/api/access/v1/oauth/token').length;
}

/** The OpenID provider playwright.config.ts starts beside the app (OIDC mode). */
export const OIDC_AUTHORITY = `http://localhost:${E2E_PORTS.oidc}`;
