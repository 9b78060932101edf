import { expect, test } from './support/fixtures';
import { plant } from './support/planted-answers';
import { signedInContext } from './support/stored-session';
import { quietStartupDialogs } from './support/test-server';

const BRANDING = '/api/branding/v1/branding';

test('the branding read says the workspace navigation is on', async ({ browser, baseURL }) => {
  // Acme Corp's navigation is the new one; its /init is planted without the branding, which then has its own read.
  const context = await signedInContext(browser, baseURL!, 'admin@acme.test');
  try {
    await quietStartupDialogs(context, baseURL!);
    const state = await context.storageState();
    const stored = state.origins[0]?.localStorage.find((item) => item.name === 'TrellisZenAuth')?.value ?? '{}';
    const { access_token: token } = JSON.parse(stored) as { access_token: string };
    const init = await context.request.get('/api/global-state/v1/init', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { branding: _left, ...withoutBranding } = (await init.json()) as Record<string, unknown>;
    await plant(context, baseURL!, '/api/global-state/v1/init', withoutBranding);

    const page = await context.newPage();
    const brandingRead = page.waitForRequest((request) => new URL(request.url()).pathname === BRANDING);
    await page.goto('/mfe-host');
    expect(new URL((await brandingRead).url()).search).toBe('?isWorkspaceNavigation=true');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Acme Trust Center' })).toBeVisible();
  } finally {
    await context.close();
  }
});
