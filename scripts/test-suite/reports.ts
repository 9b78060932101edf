import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only at a retry. */
  flaky: number;
}

/** A test as the summary names it: CI shows only the end of a run's output. */
export interface TestOutcome {
  test: string;
  seconds: number;
  message?: string;
}

export interface Report {
  counts: Counts;
  failures: TestOutcome[];
  flaky: TestOutcome[];
  /** Every test with its time, for the slowest ten. */
  tests: TestOutcome[];
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; duration?: number; failureMessages: string[] }[];
  }[];
}

export function readVitestReport(file: string, root: string): Report {
  const json = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  const suites = json.testResults.map((suite) => {
    const path = suite.name.replace(root, '');
    const tests = suite.assertionResults.map((result) => ({
      test: `${path} › ${result.fullName}`,
      seconds: (result.duration ?? 0) / 1000,
      failed: result.status === 'failed',
      message: result.failureMessages.join('\n'),
    }));
    const failed = tests.filter((test) => test.failed);
    // A file that fails to load has no test results, only a message.
    const failures =
      failed.length === 0 && suite.message ? [{ test: path, seconds: 0, message: suite.message }] : failed;
    return { tests, failures };
  });
  return {
    counts: {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      flaky: 0,
    },
    failures: suites.flatMap((suite) => suite.failures),
    flaky: [],
    tests: suites.flatMap((suite) => suite.tests),
  };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    tests: {
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
      results: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function playwrightTests(suites: PlaywrightSuite[], titles: string[] = []) {
  return suites.flatMap((suite): (TestOutcome & { status: string })[] => {
    // A file's suite is titled by its path: the path is said once, at the start.
    const path = titles.length === 0 ? [suite.file] : [...titles, suite.title];
    return [
      ...suite.specs.flatMap((spec) =>
        spec.tests.map((test) => ({
          test: [...path, spec.title].join(' › '),
          seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
          status: test.status,
          message: test.results.map((result) => result.error?.message ?? '').join('\n'),
        })),
      ),
      ...playwrightTests(suite.suites ?? [], path),
    ];
  });
}

export function readPlaywrightReport(file: string): Report {
  const json = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightJson;
  const tests = playwrightTests(json.suites);
  return {
    counts: {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      skipped: json.stats.skipped,
      flaky: json.stats.flaky,
    },
    failures: tests.filter((t) => t.status === 'unexpected'),
    flaky: tests.filter((t) => t.status === 'flaky'),
    tests,
  };
}
