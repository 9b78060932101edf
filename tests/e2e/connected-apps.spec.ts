import type { BrowserContext, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell } from './support/session';
import { signInSettled } from './support/settled-sign-in';

const COMMUNITY = 'https://community.trellis.test';

/**
 * The connected community application is another site, which does not exist in the test setup: the browser gets a
 * stand-in page at its origin, so that arriving there can be seen. The Trellis server is not touched.
 */
async function standInCommunity(context: BrowserContext) {
  const visits: string[] = [];
  await context.route(`${COMMUNITY}/**`, (route) => {
    visits.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Trellis community</title><h1>Trellis community</h1></html>',
    });
  });
  return visits;
}

/** Requests for any origin other than the app's own and the community's, which must never be asked for. */
function foreignRequestsOf(page: Page, baseURL: string) {
  const allowed = new Set([new URL(baseURL).origin, COMMUNITY]);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !allowed.has(url.origin)) foreign.push(request.url());
  });
  return foreign;
}

const handOverPath = (landingPage: string, application = 'myot') =>
  `/auth/connected-apps?${new URLSearchParams({ landingPage, application }).toString()}`;

test('the admin follows the rewritten community link and arrives on its landing page', async ({ page, context }) => {
  const visits = await standInCommunity(context);
  await page.goto('/auth');
  await signInSettled(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');

  const community = page.getByRole('contentinfo').getByRole('link', { name: 'Trellis community' });
  await expect(community).toHaveAttribute('href', handOverPath(`${COMMUNITY}/`));
  await community.click();

  await expect(page).toHaveURL(`${COMMUNITY}/`);
  await expect(page.getByRole('heading', { name: 'Trellis community' })).toBeVisible();
  expect(visits).toEqual([`${COMMUNITY}/`]);
  // The hand-over page replaced itself: Back is the page the link was on.
  await page.goBack();
  await expect(page).toHaveURL(/\/mfe-host$/);
});

test('a deeper landing page on the community is kept, query and fragment included', async ({ page, context }) => {
  const visits = await standInCommunity(context);
  await page.goto('/auth');
  await signInSettled(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  const landingPage = `${COMMUNITY}/groups/privacy-engineers?sort=new#latest`;
  await page.goto(handOverPath(landingPage));
  await expect(page).toHaveURL(landingPage);
  expect(visits).toEqual([landingPage.replace(/#.*$/, '')]);
});

test('hostile landing pages and other applications never leave the app', async ({ page, context, baseURL }) => {
  const visits = await standInCommunity(context);
  const foreign = foreignRequestsOf(page, baseURL ?? '');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/auth');
  await signInSettled(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');

  // Each kind once here; every variant is in hand-over-target.test.ts.
  const hostile = [
    handOverPath('javascript:alert(document.domain)'),
    handOverPath('//evil.test/phish'),
    handOverPath('https://evil.test/phish'),
    handOverPath('https://community.trellis.test@evil.test/'),
    handOverPath(`${COMMUNITY}/`, 'other-app'),
  ];
  for (const path of hostile) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This link cannot be opened', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/auth/connected-apps\\?`));
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);

  expect(dialogs).toEqual([]);
  expect(visits).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the analyst, without AccessToMyOT, is told the community is not theirs, in Arabic', async ({ page, context }) => {
  const visits = await standInCommunity(context);
  await page.goto('/auth');
  await signInSettled(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  // No rewriting without the permission: the footer links to the community directly.
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveAttribute('href', `${COMMUNITY}/`);

  await page.goto(handOverPath(`${COMMUNITY}/events`));
  await expect(page.getByRole('heading', { name: 'المجتمع غير متاح لك', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  expect(visits).toEqual([]);
});

test('signed out, the hand-over asks for sign-in first and goes nowhere else', async ({ page, context }) => {
  const visits = await standInCommunity(context);
  await page.goto(handOverPath(`${COMMUNITY}/`));
  await expect(page).toHaveURL(/\/auth$/);
  expect(visits).toEqual([]);
});
