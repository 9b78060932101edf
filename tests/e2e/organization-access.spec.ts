import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell } from './support/session';
import { startSignedIn } from './support/stored-session';

const ACME_ORGANIZATIONS = ['Acme Corp', 'EMEA', 'Germany', 'France', 'Americas', 'United States'];
const ACME_HEADQUARTERS_PEOPLE = ['Ada Admin', 'Amira Analyst', 'Eli Newcomer', 'Ida Idle'];

/** Every request for the whole organisation tree this page makes. */
function treeRequestsOf(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/access/v1/organizations/root-tree'))
      requests.push(request.url());
  });
  return requests;
}

/** What the signed-in user's own token gets from the API, as anyone could ask from the browser's console. */
async function readWithOwnToken(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${auth.access_token}` } });
    return { status: response.status, body: await response.text() };
  }, path);
}

/** The organisations the signed-in global state answers: the page shows them without asking again. */
const globalStateOrganizations = (page: Page) =>
  page
    .waitForResponse('**/api/global-state/v1/init')
    .then(async (response) => ((await response.json()) as { organizations: { Name: string }[] }).organizations);

test('the analyst, without Login, sees only Germany and its people, in Arabic', async ({ page }) => {
  const treeRequests = treeRequestsOf(page);
  const organizations = globalStateOrganizations(page);
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  expect((await organizations).map((organization) => organization.Name)).toEqual(['Germany']);
  await page.getByRole('navigation', { name: 'الوحدات' }).getByRole('link', { name: 'المؤسسة' }).click();
  await expect(page.getByRole('heading', { name: 'المؤسسة', level: 1 })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').filter({ hasText: 'Germany' })).toBeVisible();
  for (const name of ACME_ORGANIZATIONS.filter((name) => name !== 'Germany')) {
    await expect(main.getByText(name, { exact: true })).toHaveCount(0);
  }
  const people = page.getByRole('region', { name: 'الأشخاص في مؤسستك' });
  await expect(people).toContainText('Amira Analyst');
  for (const name of ACME_HEADQUARTERS_PEOPLE.filter((name) => name !== 'Amira Analyst')) {
    await expect(people).not.toContainText(name);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  expect(treeRequests).toEqual([]);
});

test('the admin, with Login, sees the whole Acme tree and everyone in the organisation group', async ({ page }) => {
  const treeRequests = treeRequestsOf(page);
  const organizations = globalStateOrganizations(page);
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  expect((await organizations).map((organization) => organization.Name)).toEqual(['Acme Corp']);
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();

  const main = page.getByRole('main');
  for (const name of ACME_ORGANIZATIONS) {
    await expect(main.getByText(name, { exact: true })).toBeVisible();
  }
  const people = page.getByRole('region', { name: 'People in your organisation group' });
  for (const name of ACME_HEADQUARTERS_PEOPLE) await expect(people).toContainText(name);
  await expectNoAxeViolations(page);
  // The tree came with the global state: it is not asked for again.
  expect(treeRequests).toEqual([]);
});

test("the analyst's own token gets nothing more from the API than the page shows", async ({ page }) => {
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);

  const tree = await readWithOwnToken(page, '/api/access/v1/organizations/root-tree');
  expect(tree.status).toBe(403);
  expect(JSON.parse(tree.body)).toMatchObject({ status: 403, detail: 'Missing permission: Login.' });

  const people = await readWithOwnToken(page, '/api/v1/private/orggroupuser/get');
  expect(JSON.parse(people.body).map((person: { FullName: string }) => person.FullName)).toEqual(['Amira Analyst']);

  const state = await readWithOwnToken(page, '/api/global-state/v1/init');
  const organizations = JSON.parse(state.body).organizations as { Name: string; Children: unknown[] }[];
  expect(organizations).toEqual([expect.objectContaining({ Name: 'Germany', Children: [] })]);

  const invited = await readWithOwnToken(page, '/api/access/v1/users/current/organizations');
  expect(JSON.parse(invited.body).map((organization: { Name: string }) => organization.Name)).toEqual(['Germany']);
});
