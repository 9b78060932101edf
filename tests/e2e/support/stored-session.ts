import { randomUUID } from 'node:crypto';

import type { Browser, BrowserContext } from '@playwright/test';

import { TEST_SCOPE_COOKIE } from '../../../server/test-harness/test-scope.ts';
import { DEMO_PASSWORD } from './session';

const TOKEN_PATH = '/api/access/v1/oauth/token';

function claimsOf(accessToken: string): { tenantGuid: string; orgGroupGuid: string } {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tenantGuid: string; orgGroupGuid: string };
}

/** The stored login object (TrellisZenAuth) of a fresh password sign-in, made over HTTP without a page. */
async function signInOverHttp(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post(TOKEN_PATH, {
      form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'trellis', scope: 'read' },
    });
    if (!response.ok()) throw new Error(`Sign-in over HTTP failed: ${response.status()} ${await response.text()}`);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    const { tenantGuid, orgGroupGuid } = claimsOf(tokens.access_token);
    return { tenantGuid, orgGroupGuid, access_token: tokens.access_token, refresh_token: tokens.refresh_token };
  } finally {
    await context.close();
  }
}

/**
 * A browser context that starts signed in, as a returning user whose stored session is still good: the shell's
 * start-up calls are those of a sign-in, without the sign-in page in front. It has its own test scope (faults).
 */
export async function signedInContext(browser: Browser, baseURL: string, email: string): Promise<BrowserContext> {
  const auth = await signInOverHttp(browser, baseURL, email);
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
      origins: [{ origin: baseURL, localStorage: [{ name: 'TrellisZenAuth', value: JSON.stringify(auth) }] }],
    },
  });
}
