import { expect, test } from '@playwright/test';

import { BYTE_CEILINGS, SIGN_IN_PAGE_SCRIPTS_CEILING } from '../../scripts/bench/budgets.ts';
import { openPainted, signInThroughForm } from '../../scripts/bench/journeys.ts';
import { byteFigures } from '../../scripts/bench/request-figures.ts';
import { logRequests } from '../../scripts/bench/request-log.ts';

// The byte figures of `npm run bench`, which do not vary from run to run, held to their ceilings on every test run.
test('the sign-in page and the sign-in to the shell load no more JavaScript, nor files, than their ceilings', async ({
  page,
}) => {
  const log = logRequests(page);
  await openPainted(page, '/auth', log);
  const signInPage = byteFigures(await log.finished());
  expect(signInPage.jsGzip).toBeLessThanOrEqual(BYTE_CEILINGS.signInPageJsGzip);
  expect(signInPage.scripts).toBeLessThanOrEqual(SIGN_IN_PAGE_SCRIPTS_CEILING);

  const { paintedAt } = await signInThroughForm(page, log);
  const journey = byteFigures((await log.finished()).filter((entry) => entry.start <= paintedAt));
  expect(journey.jsGzip).toBeLessThanOrEqual(BYTE_CEILINGS.signInToShellJsGzip);
});
