import { expect, type Request, test } from '@playwright/test';

/** What the sign-in page reads before it can paint: its first script asks for them (src/app/entry/early-reads.ts). */
const SIGN_IN_READS = [
  /\/config\.json$/,
  /\/api\/globalization\/v1\/translations\/en-us$/,
  /\/api\/global-state\/v1\/no-auth-init$/,
  /\/api\/content\/v1\/info\/version$/,
  /\/api\/branding\/v1\/resources\/groups\/login-page\/auth$/,
];
const ENTRY = /\/assets\/main-[\w-]+\.js$/;
/** Long enough that a read the entry made itself could only start after it. */
const ENTRY_HELD_MS = 1_500;

test('the sign-in page’s reads and code are asked for while its entry still downloads, each read once, and the page uses them', async ({
  page,
}) => {
  const started: { url: string; at: number }[] = [];
  page.on('request', (request: Request) => started.push({ url: request.url(), at: Date.now() }));
  let entryAnsweredAt = Infinity;
  await page.route(ENTRY, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ENTRY_HELD_MS));
    entryAnsweredAt = Date.now();
    await route.fulfill({ response });
  });

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Trellis' })).toBeVisible();
  // The texts, the login-page resources and the version, from the early answers.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Organisation logo' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/\d+\.\d+/);

  const pageCode = started.filter(({ url }) => /\/assets\/sign-in[\w~-]*\.js$/.test(new URL(url).pathname));
  expect(pageCode.length).toBeGreaterThan(0);
  for (const { url, at } of pageCode)
    expect(at, `${url} is asked for before the entry arrives`).toBeLessThan(entryAnsweredAt);
  for (const read of SIGN_IN_READS) {
    const sends = started.filter(({ url }) => read.test(new URL(url).pathname));
    expect(sends, `${read}`).toHaveLength(1);
    expect(sends[0]?.at, `${read} is asked for before the entry arrives`).toBeLessThan(entryAnsweredAt);
  }
});
