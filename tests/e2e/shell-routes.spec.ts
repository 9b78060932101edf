import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, logOut, signIn } from './support/session';
import { startSignedIn } from './support/stored-session';

test('the empty path goes through /landing to the module host', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await page.goto('/landing');
  await expect(page).toHaveURL(/\/mfe-host$/);
});

test('an unknown path shows the 404 page, whose button leads back to the application', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the application' })).toHaveAttribute('href', '/landing');
  await expectNoAxeViolations(page);
});

test('/404/clouds has the same texts and button, with drifting clouds, in LTR and RTL', async ({ page }) => {
  await page.goto('/404/clouds');
  await expect(page.getByTestId('drifting-clouds')).toBeAttached();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the application' })).toHaveAttribute('href', '/landing');
  await expectNoAxeViolations(page);

  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('drifting-clouds')).toBeAttached();
  await expectNoAxeViolations(page);
});

test('the module host frames the modules; the visited pages are listed on the home page', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  const navigation = page.getByRole('navigation', { name: 'Modules' });
  await navigation.getByRole('link', { name: 'Organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
  await expect(page.getByText('Germany')).toBeVisible();
  await expect(page.getByText('Your access: administer')).toBeVisible();
  const people = page.getByRole('region', { name: 'People in your organisation group' });
  await expect(people).toContainText('Amira Analyst');
  await expectNoAxeViolations(page);
  await navigation.getByRole('link', { name: 'Benchmarking' }).click();
  await expect(page).toHaveURL(/\/reporting\/benchmarking$/);
  await navigation.getByRole('link', { name: 'Home' }).click();
  const recent = page.getByRole('main').getByRole('list');
  await expect(recent.getByRole('link', { name: 'Organisation' })).toHaveAttribute('href', '/organization');
  await expect(recent.getByRole('link', { name: 'Benchmarking' })).toHaveAttribute('href', '/reporting/benchmarking');
  await expectNoAxeViolations(page);
});

test('a module the analyst lacks the permission for redirects to the home module', async ({ page }) => {
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(
    page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'المقارنة المعيارية' }),
  ).toHaveCount(0);
  await page.goto('/reporting/benchmarking');
  await expect(page).toHaveURL(/\/mfe-host$/);
});

test('a dismissible banner alert stays dismissed after reload; the other has no close icon', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText('Scheduled maintenance')).toBeVisible();
  await expect(notices.getByText('Trellis 4.12 is here')).toBeVisible();
  await expect(notices.getByRole('button', { name: 'Dismiss alert' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await notices.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(notices.getByText('Scheduled maintenance')).toBeHidden();
  await page.reload();
  await expect(notices.getByText('Trellis 4.12 is here')).toBeVisible();
  await expect(notices.getByText('Scheduled maintenance')).toBeHidden();
});

test('links to the community application go through connected apps only for users with AccessToMyOT', async ({
  page,
}) => {
  const community = page.getByRole('link', { name: 'Trellis community' });
  await page.goto('/auth');
  await expect(community).toHaveAttribute('href', 'https://community.trellis.test/');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await expect(community).toHaveAttribute(
    'href',
    '/auth/connected-apps?landingPage=https%3A%2F%2Fcommunity.trellis.test%2F&application=myot',
  );
  await logOut(page, 'admin@acme.test');
  await signIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  // The analyst's profile language is Arabic.
  await expect(page.getByRole('link', { name: 'مجتمع Trellis' })).toHaveAttribute(
    'href',
    'https://community.trellis.test/',
  );
});
