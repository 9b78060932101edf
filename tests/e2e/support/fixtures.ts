import { test as base } from '@playwright/test';

import { quietStartupDialogs } from './test-server';

/**
 * Playwright's test, where the startup dialogs (maintenance, benchmarking, product improvements) stay away unless a
 * test asks for them with `test.use({ startupDialogs: true })`: they would cover pages other tests are about.
 */
export const test = base.extend<{ startupDialogs: boolean }>({
  startupDialogs: [false, { option: true }],
  context: async ({ context, baseURL, startupDialogs }, use) => {
    if (!startupDialogs) await quietStartupDialogs(context, baseURL ?? '');
    await use(context);
  },
});

export { expect } from '@playwright/test';
