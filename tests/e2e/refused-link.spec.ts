import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { startSignedIn } from './support/stored-session';

// Issue 41, item 3: a colleague's link to a page the user may not open still leads to the home module (section 6),
// and a toast says which page it was, by its title, and whom to ask; never the permissions it needs.

test('a signed-out colleague’s link to a page the user may not open lands on Home, and a toast says why and whom to ask', async ({
  page,
}) => {
  await page.goto('/reporting/benchmarking');
  await expect(page).toHaveURL(/\/auth$/);
  // idle@acme.test, in English, lacks ViewOTBenchmarkingMetaData.
  await signIn(page, 'idle@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  const toast = page.getByText(
    'You do not have access to “Benchmarking”. To get access, ask your tenant’s administrators.',
  );
  await expect(toast).toBeVisible();
  await expect(page.getByText('No access', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('ViewOTBenchmarkingMetaData');
  await expectNoAxeViolations(page);

  // A page the user may open says nothing (the first toast may have closed by itself by then: 6 s).
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organisation' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
  expect(await page.getByText(/You do not have access/).count()).toBeLessThanOrEqual(1);
});

test('in Arabic the refusal names the page in Arabic, right to left', async ({ page }) => {
  await startSignedIn(page, 'analyst@acme.test', '/reporting/benchmarking');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByText(
      'ليست لديك صلاحية الوصول إلى «المقارنة المعيارية». للحصول على صلاحية الوصول، تواصل مع مسؤولي المستأجر الخاص بك.',
    ),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText('ViewOTBenchmarkingMetaData');
  await expectNoAxeViolations(page);
});
