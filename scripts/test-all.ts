/**
 * `npm test`: every layer in turn, then one summary line per layer. Exits non-zero when a layer fails or a test
 * layer ran no test. Each layer runs even when an earlier one failed, so that one run shows everything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { ensureChromium } from './ensure-chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = `${root}test-results/reports`;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Layer {
  name: string;
  command: string[];
  /** For test layers: reads the counts, and what failed, from the runner's JSON report. */
  report?: { file: string; read: (file: string) => Counts; failures?: (file: string) => Failure[] };
  before?: () => void;
}

/** A failed test as the summary names it: CI shows only the end of a run's output. */
interface Failure {
  test: string;
  message: string;
}

const FAILURE_LINES = 12;

function vitestFailures(file: string): Failure[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  return json.testResults.flatMap((suite) => {
    const file = suite.name.replace(root, '');
    const tests = suite.assertionResults
      .filter((result) => result.status === 'failed')
      .map((result) => ({ test: `${file} › ${result.fullName}`, message: result.failureMessages.join('\n') }));
    // A file that fails to load has no test results, only a message.
    return tests.length === 0 && suite.message ? [{ test: file, message: suite.message }] : tests;
  });
}

function vitestCounts(file: string): Counts {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped };
}

const vitest = (name: string, projects: string[]): Layer => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportsDir}/${name}.json`,
  ],
  report: { file: `${reportsDir}/${name}.json`, read: vitestCounts, failures: vitestFailures },
});

const layers: Layer[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level=warn', '.'] },
  { name: 'steiger', command: ['npx', 'steiger', './src'] },
  { name: 'openapi-lint', command: ['npx', 'redocly', 'lint', '--format=stylish', 'openapi/*.yaml'] },
  { name: 'generated-api', command: ['node', 'scripts/generate-api.ts', '--check'] },
  vitest('unit', ['unit', 'component', 'server']),
  {
    ...vitest('contracts', ['contracts']),
    // The consumer tests write into test-results/pacts. Pact merges into existing files; starting clean keeps
    // interactions a test no longer makes out of them.
    before: () => rmSync(`${root}test-results/pacts`, { recursive: true, force: true }),
  },
  // The committed pacts are what the consumer tests just wrote.
  { name: 'pacts-current', command: ['node', 'scripts/pacts.ts', '--check', `${root}test-results/pacts`] },
  // Every pact interaction is one its provider's OpenAPI document declares.
  { name: 'pacts-openapi', command: ['node', 'scripts/pacts-match-documents.ts'] },
  vitest('provider', ['provider']),
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel=warn'] },
  // The module SDK's package, and the onboarding module built with it on its own, which the end-to-end tests serve
  // from another origin (docs/modules.md).
  { name: 'build-modules', command: ['npm', 'run', '--silent', 'build:modules'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    report: { file: `${reportsDir}/e2e.json`, read: playwrightCounts },
    before: ensureChromium,
  },
];

const only = process.argv.slice(2);
mkdirSync(reportsDir, { recursive: true });
const results: { name: string; ok: boolean; counts?: Counts; failures: Failure[]; seconds: number }[] = [];

for (const layer of layers.filter((l) => only.length === 0 || only.includes(l.name))) {
  process.stdout.write(`\n━━ ${layer.name} ━━ ${layer.command.join(' ')}\n`);
  const started = Date.now();
  let ok = true;
  try {
    layer.before?.();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    ok = false;
  }
  if (layer.report) rmSync(layer.report.file, { force: true });
  const [command, ...args] = layer.command as [string, ...string[]];
  const status = ok
    ? spawnSync(command, args, {
        cwd: root,
        stdio: 'inherit',
        env: process.env,
      }).status
    : 1;
  ok = ok && status === 0;
  let counts: Counts | undefined;
  let failures: Failure[] = [];
  if (layer.report) {
    const written = existsSync(layer.report.file);
    counts = written ? layer.report.read(layer.report.file) : { passed: 0, failed: 0, skipped: 0 };
    if (written && layer.report.failures) failures = layer.report.failures(layer.report.file);
    if (counts.passed === 0) ok = false;
  }
  results.push({ name: layer.name, ok, counts, failures, seconds: Math.round((Date.now() - started) / 1000) });
}

for (const { name, failures } of results) {
  for (const { test, message } of failures) {
    const lines = message
      .split('\n')
      .filter((line) => !line.includes('node_modules/'))
      .slice(0, FAILURE_LINES)
      .join('\n  ');
    process.stdout.write(`\n━━ failed in ${name}: ${test}\n  ${lines}\n`);
  }
}
process.stdout.write('\n━━ summary ━━\n');
for (const { name, ok, counts, seconds } of results) {
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : ok
      ? 'ok'
      : 'FAILED';
  process.stdout.write(`${`${name}:`.padEnd(15)} ${detail}${ok ? '' : '  ✗'} (${seconds}s)\n`);
}
const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + (r.counts?.passed ?? 0), failed: sum.failed + (r.counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
);
const failedLayers = results.filter((r) => !r.ok).map((r) => r.name);
process.stdout.write(`\ntotal: ${total.passed} passed, ${total.failed} failed\n`);
if (failedLayers.length) process.stdout.write(`Failed layers: ${failedLayers.join(', ')}\n`);
process.exit(failedLayers.length ? 1 : 0);
