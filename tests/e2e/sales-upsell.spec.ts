import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, storedAuth } from './support/session';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

async function signInAsAdmin(page: Page) {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
}

async function switchToGlobex(page: Page) {
  await page.getByRole('button', { name: /Switch tenant/ }).click();
  await page.getByRole('menuitem', { name: 'Globex' }).click();
  await page.getByRole('dialog', { name: 'Switch accounts' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /Tenant: Globex/ })).toBeVisible();
}

async function openUpgrade(page: Page, item = 'Upgrade your account') {
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The cases the signed-in user opened in this tenant, as the server stored them. */
async function storedCases(page: Page): Promise<{ caseType: string; caseParams: Record<string, unknown> }[]> {
  const token = JSON.parse((await storedAuth(page)) ?? '{}').access_token as string;
  const response = await page.request.get('/api/salesops/v1/cases', { headers: { Authorization: `Bearer ${token}` } });
  return response.json();
}

test('a tenant without trials starts one: a TRIAL_REQUEST case is stored and the success dialog shows', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await switchToGlobex(page);
  await openUpgrade(page);
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your account' });
  // The upsell dialogs load with the first one opened: the scan waits for this one.
  await expect(upgrade).toBeVisible();
  await expectNoAxeViolations(page);
  await upgrade.getByRole('button', { name: 'Start Trial' }).click();
  const success = page.getByRole('dialog', { name: 'Your trial is on its way' });
  await expect(success).toBeVisible();
  await expectNoAxeViolations(page);
  const trialRequest = (await storedCases(page)).find((stored) => stored.caseType === 'TRIAL_REQUEST');
  expect(trialRequest?.caseParams).toMatchObject({ email: 'admin@acme.test', company: 'Globex' });
  await success.getByRole('button', { name: 'Close' }).last().click();
  await expect(success).toBeHidden();
});

test('a tenant that had a trial is told so, and can buy from there', async ({ page }) => {
  await signInAsAdmin(page);
  await openUpgrade(page);
  await page.getByRole('dialog', { name: 'Upgrade your account' }).getByRole('button', { name: 'Start Trial' }).click();
  const completed = page.getByRole('dialog', { name: 'Your trial is already used' });
  await expect(completed).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await storedCases(page)).map((stored) => stored.caseType)).not.toContain('TRIAL_REQUEST');
  await completed.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact sales' })).toBeVisible();
});

test('the contact-sales form explains each error, stays disabled while invalid, and submits', async ({ page }) => {
  await signInAsAdmin(page);
  await openUpgrade(page);
  await page.getByRole('dialog', { name: 'Upgrade your account' }).getByRole('button', { name: 'Buy Now' }).click();
  const form = page.getByRole('dialog', { name: 'Contact sales' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('admin@acme.test');
  await expectNoAxeViolations(page);

  const submit = form.getByRole('button', { name: 'Submit' });
  await form.getByRole('textbox', { name: 'First name' }).fill(' ');
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Last name' }).fill('');
  await expect(form.getByText('Please enter your last name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@');
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Admin');
  await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada.admin@acme.test');
  await form.getByRole('textbox', { name: 'What are you interested in?' }).fill('Risk module');
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  // Acme Corp had a trial, so the admin asks as a trial user.
  const request = (await storedCases(page)).find((stored) => stored.caseParams.email === 'ada.admin@acme.test');
  expect(request?.caseType).toBe('TRIAL_USER_CONTACT_SALES');
  expect(request?.caseParams).toMatchObject({ interestedIn: 'Risk module', company: 'Acme Corp' });
});

test('a failing case shows the error toast and keeps what was typed', async ({ page, context, baseURL }) => {
  await signInAsAdmin(page);
  await injectFault(context, baseURL ?? '', { method: 'POST', path: '/api/salesops/v1/cases', status: 500, times: 1 });
  await openUpgrade(page);
  await page.getByRole('dialog', { name: 'Upgrade your account' }).getByRole('button', { name: 'Buy Now' }).click();
  const form = page.getByRole('dialog', { name: 'Contact sales' });
  await form.getByRole('textbox', { name: 'Phone number' }).fill('+49 30 1234');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your request was not sent')).toBeVisible();
  await expect(page.getByText(/could not send your request to our sales team/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+49 30 1234');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('a renewal request asks first, opens a SUBSCRIPTION_RENEWAL case once confirmed and says it was received', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The tenant's cases, which tests running beside this one add to: this one counts its own kind.
  const renewals = async () => (await storedCases(page)).filter((stored) => stored.caseType === 'SUBSCRIPTION_RENEWAL');
  const renewalsBefore = (await renewals()).length;
  await openUpgrade(page, 'Request a renewal');
  const confirm = page.getByRole('dialog', { name: 'Request a renewal?' });
  await expect(confirm).toContainText('Our sales team will be asked, in your name');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await renewals()).toHaveLength(renewalsBefore);

  await openUpgrade(page, 'Request a renewal');
  await confirm.getByRole('button', { name: 'Send the request' }).click();
  const received = page.getByRole('dialog', { name: 'Renewal request received' });
  await expect(received).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await storedCases(page)).map((stored) => stored.caseType)).toContain('SUBSCRIPTION_RENEWAL');
  await received.getByRole('button', { name: 'Close' }).last().click();
  await expect(received).toBeHidden();
});

test('the upsell dialogs in Arabic are right to left and accessible', async ({ page }) => {
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ترقية', exact: true }).click();
  await page.getByRole('menuitem', { name: 'ترقية حسابك' }).click();
  await expect(page.getByRole('dialog', { name: 'ترقية حسابك' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'اشترِ الآن' }).click();
  await expect(page.getByRole('dialog', { name: 'التواصل مع المبيعات' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ترقية', exact: true }).click();
  await page.getByRole('menuitem', { name: 'طلب تجديد' }).click();
  await expect(page.getByRole('dialog', { name: 'هل تريد طلب تجديد؟' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a sandbox tenant offers no upgrade', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Upgrade', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Switch tenant/ }).click();
  await page.getByRole('menuitem', { name: 'Acme Sandbox' }).click();
  await page.getByRole('dialog', { name: 'Switch accounts' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('Acme Sandbox');
  await expect(page.getByRole('button', { name: 'Upgrade', exact: true })).toHaveCount(0);
});
