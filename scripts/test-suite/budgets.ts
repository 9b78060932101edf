/**
 * How long the suite may take on this project's two-core machine, in seconds (issue 47's decision): `npm test` from a
 * fresh clone, install included; all of `.ci/run`; `npm test -- --changed` after a one-file change. `npm test` prints
 * each run against its budget; no test is timed (a timed test fails by chance on a busy machine).
 */
export const SUITE_BUDGETS_S = {
  test: 12 * 60,
  ci: 20 * 60,
  changed: 3 * 60,
} as const;

/** A run may retry a test once (playwright.config.ts); more than this many retried tests fail it. */
export const MAX_RETRIED_TESTS = 1;
