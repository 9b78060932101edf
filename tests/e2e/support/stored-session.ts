import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

import { TEST_SCOPE_COOKIE } from '../../../server/test-harness/test-scope.ts';
import { DEMO_PASSWORD } from './session';

const TOKEN_PATH = '/api/access/v1/oauth/token';
const CSRF_COOKIE = 'XSRF-TOKEN';
const STORED_AUTH_KEY = 'TrellisZenAuth';

type StoredAuth = { tenantGuid: string; orgGroupGuid: string; access_token: string; refresh_token: string };

function claimsOf(accessToken: string): { tenantGuid: string; orgGroupGuid: string } {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tenantGuid: string; orgGroupGuid: string };
}

/** The stored login object (TrellisZenAuth) of a fresh password sign-in, made over HTTP without a page. */
async function signInOverHttp(request: APIRequestContext, email: string, csrf?: string): Promise<StoredAuth> {
  const response = await request.post(TOKEN_PATH, {
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'trellis', scope: 'read' },
    headers: csrf === undefined ? {} : { 'X-XSRF-TOKEN': csrf },
  });
  if (!response.ok()) throw new Error(`Sign-in over HTTP failed: ${response.status()} ${await response.text()}`);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const { tenantGuid, orgGroupGuid } = claimsOf(tokens.access_token);
  return { tenantGuid, orgGroupGuid, access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}

/**
 * A browser context that starts signed in, as a returning user whose stored session is still good: the shell's
 * start-up calls are those of a sign-in, without the sign-in page in front. It has its own test scope (faults).
 */
export async function signedInContext(browser: Browser, baseURL: string, email: string): Promise<BrowserContext> {
  const signingIn = await browser.newContext({ baseURL });
  const auth = await signInOverHttp(signingIn.request, email).finally(() => signingIn.close());
  return browser.newContext({
    baseURL,
    storageState: {
      cookies: [
        {
          name: TEST_SCOPE_COOKIE,
          value: randomUUID(),
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin: baseURL, localStorage: [{ name: STORED_AUTH_KEY, value: JSON.stringify(auth) }] }],
    },
  });
}

/**
 * Opens `path` on `page` signed in as `email`, as a returning user whose stored session is still good: for tests
 * that are not about the sign-in form. The token request goes through the page's context, so its test scope (faults,
 * request log) sees it as it would see the form's. The session is stored into this tab once: a logout stays one.
 */
export async function startSignedIn(page: Page, email: string, path = '/mfe-host'): Promise<void> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  const auth = await signInOverHttp(page.request, email, csrf);
  await page.addInitScript(
    ({ key, value }) => {
      const seeded = `e2e-seeded:${key}`;
      try {
        if (window !== window.top || sessionStorage.getItem(seeded) !== null) return;
        sessionStorage.setItem(seeded, '1');
        localStorage.setItem(key, value);
      } catch {
        // about:blank and opaque origins have no storage: nothing to seed there.
      }
    },
    { key: STORED_AUTH_KEY, value: JSON.stringify(auth) },
  );
  await page.goto(path);
}
