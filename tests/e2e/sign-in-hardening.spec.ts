import type { Page } from '@playwright/test';

import type { Fault } from '../../server/test-harness/test-routes.ts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { accountButton, expectSignedInShell, logOut, signIn } from './support/session';
import { injectFault } from './support/test-server';

const TOKEN_PATH = '/api/access/v1/oauth/token';
/** The server locks an account after this many failures in a row (openapi/access.yaml). */
const FREE_FAILURES = 5;

interface SignInForm {
  email: string;
  password: string;
  submit: string;
}

const ENGLISH_FORM: SignInForm = { email: 'E-mail address', password: 'Password', submit: 'Sign in' };
const ARABIC_FORM: SignInForm = { email: 'عنوان البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' };

/** Submits the form and waits for the token endpoint's answer. */
async function submitPassword(page: Page, form: SignInForm, email: string, password: string) {
  await page.getByRole('textbox', { name: form.email }).fill(email);
  await page.getByLabel(form.password).fill(password);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === TOKEN_PATH);
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  return (await answered).status();
}

/** Wrong passwords, as a user would type them, until the server stops taking them; answers the attempts made. */
async function guessUntilRefused(page: Page, form: SignInForm, email: string): Promise<number> {
  for (let attempt = 1; attempt <= FREE_FAILURES + 3; attempt += 1) {
    const status = await submitPassword(page, form, email, `guess-${attempt}`);
    if (status === 429) return attempt;
    expect(status).toBe(400);
  }
  throw new Error(`${email} was never refused.`);
}

test.describe('password guessing', () => {
  // The accounts are made up: locking a demo account would fail other tests that sign in with it.
  test('after five wrong passwords the form says how long to wait, not that the password is wrong', async ({
    page,
  }) => {
    await page.goto('/auth');
    const email = `guess-${test.info().workerIndex}-${Date.now()}@acme.test`;
    await submitPassword(page, ENGLISH_FORM, email, 'guess-0');
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
    // Four more failures make five; the sixth attempt is refused.
    expect(await guessUntilRefused(page, ENGLISH_FORM, email)).toBe(FREE_FAILURES);
    // The lock-out is 60 s from the fifth failure; the wait counts down from there.
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many sign-in attempts\. Please try again in (1 minute|[1-5]?\d seconds)\.$/,
    );
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoAxeViolations(page);
  });

  test('the wait is said in Arabic, right to left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const email = `guess-ar-${test.info().workerIndex}-${Date.now()}@acme.test`;
    expect(await guessUntilRefused(page, ARABIC_FORM, email)).toBe(FREE_FAILURES + 1);
    await expect(page.getByRole('alert')).toHaveText(
      /^محاولات تسجيل دخول كثيرة جدًا\. يُرجى المحاولة مرة أخرى خلال (دقيقة واحدة|\d+ (ثانية|ثوانٍ))\.$/,
    );
    await expectNoAxeViolations(page);
  });
});

const SIGN_IN_TEXTS = '/api/globalization/v1/translations/en-us';
const SIGNED_IN_TEXTS = '/api/globalization/v2/translations/tenant/en-us';

const translationFaults: [string, Omit<Fault, 'scope'>[]][] = [
  ['the sign-in page’s texts answer 500', [{ method: 'GET', path: SIGN_IN_TEXTS, status: 500 }]],
  ['the sign-in page’s texts are malformed', [{ method: 'GET', path: SIGN_IN_TEXTS, malformedBody: true }]],
  ['the sign-in page’s texts are not a translation table', [{ method: 'GET', path: SIGN_IN_TEXTS, body: [1, 2] }]],
  [
    'the texts fail before and right after sign-in',
    [
      { method: 'GET', path: SIGN_IN_TEXTS, status: 500 },
      { method: 'GET', path: SIGNED_IN_TEXTS, status: 503 },
    ],
  ],
  ['the signed-in texts are malformed', [{ method: 'GET', path: SIGNED_IN_TEXTS, malformedBody: true }]],
];

test.describe('translations that fail', () => {
  for (const [when, faults] of translationFaults) {
    test(`when ${when}, the bundled texts stand in and sign-in continues into the shell`, async ({
      page,
      context,
      baseURL,
    }) => {
      for (const fault of faults) await injectFault(context, baseURL!, fault);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Sign in to Trellis' })).toBeVisible();
      await signIn(page, 'admin@acme.test');
      await expectSignedInShell(page, 'admin@acme.test');
      await expect(accountButton(page, 'admin@acme.test')).toBeVisible();
      await page.getByRole('link', { name: 'Organisation' }).click();
      await expect(page).toHaveURL(/\/organization$/);
    });
  }

  test('an Arabic user whose texts fail gets the bundled Arabic texts', async ({ page, context, baseURL }) => {
    await injectFault(context, baseURL!, { method: 'GET', path: '/api/globalization/v1/translations/ar', status: 500 });
    await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Trellis' })).toBeVisible();
  });
});

const storageFaults: [string, () => void][] = [
  [
    'storage is full',
    () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
  [
    'storage access is denied',
    () => {
      for (const area of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, area, {
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    },
  ],
];

test.describe('storage that cannot be written', () => {
  for (const [when, breakStorage] of storageFaults) {
    test(`when ${when}, the session works from memory for the page`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      await page.goto('/auth');
      await signIn(page, 'admin@acme.test');
      await expectSignedInShell(page, 'admin@acme.test');
      await page.getByRole('link', { name: 'Organisation' }).click();
      await expect(page).toHaveURL(/\/organization$/);
      await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('banner')).toContainText('admin@acme.test');
      await logOut(page, 'admin@acme.test');
      await expect(page).toHaveURL(/\/auth$/);
      await page.goto('/mfe-host');
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('with storage full, a reload asks to sign in again: nothing was kept beyond the page', async ({ page }) => {
    await page.addInitScript(storageFaults[0]![1]);
    await page.goto('/auth');
    await signIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
