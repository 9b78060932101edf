import { expect, test } from '@playwright/test';

import { BYTE_CEILINGS, SIGN_IN_PAGE_SCRIPTS_CEILING } from '../../scripts/bench/budgets.ts';
import { openPainted, signInThroughForm } from '../../scripts/bench/journeys.ts';
import { byteFigures } from '../../scripts/bench/request-figures.ts';
import { logRequests } from '../../scripts/bench/request-log.ts';
import { quietStartupDialogs } from './support/test-server';

// The byte figures of `npm run bench`, which do not vary from run to run, held to their ceilings on every test run.
test('the sign-in page and the sign-in to the shell load no more JavaScript, nor files, than their ceilings', async ({
  page,
  context,
  baseURL,
}) => {
  // The startup dialogs' code comes 250 ms after the shell's path (section 4), which a loaded machine's paint of the
  // shell can come after; their reads fail here, so that only the shell's own code is counted, as on a quiet run.
  await quietStartupDialogs(context, baseURL!);
  const log = logRequests(page);
  await openPainted(page, '/auth', log);
  const signInPage = byteFigures(await log.finished());
  expect(signInPage.jsGzip).toBeLessThanOrEqual(BYTE_CEILINGS.signInPageJsGzip);
  expect(signInPage.scripts).toBeLessThanOrEqual(SIGN_IN_PAGE_SCRIPTS_CEILING);

  const { paintedAt } = await signInThroughForm(page, log);
  const beforePaint = (await log.finished()).filter((entry) => entry.start <= paintedAt);
  const journey = byteFigures(beforePaint);
  const scripts = beforePaint
    .filter((entry) => entry.type === 'script')
    .map((entry) => `${new URL(entry.url).pathname} at ${Math.round(entry.start)} ms`);
  expect(journey.jsGzip, `painted at ${Math.round(paintedAt)} ms after ${scripts.join(', ')}`).toBeLessThanOrEqual(
    BYTE_CEILINGS.signInToShellJsGzip,
  );
});
