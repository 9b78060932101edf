/**
 * `npm test`, `npm run test:journeys` and `npm test -- --changed`: the layers of a lane in turn (short checks side by
 * side), then what failed, what passed only at its retry, the ten slowest tests, one line per layer with its time, and
 * the run's time against its budget (test-suite/budgets.ts). Exits non-zero when a layer fails, a test layer ran no
 * test (outside --changed), or more tests than MAX_RETRIED_TESTS needed their retry. Each layer runs even when an
 * earlier one failed, so that one run shows everything.
 *
 * `node scripts/test-all.ts [--lane journeys|--changed] [--reuse-build] [layer…]`
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { MAX_RETRIED_TESTS, SUITE_BUDGETS_S } from './test-suite/budgets.ts';
import { type Lane, type Layer, layersOf } from './test-suite/layers.ts';
import type { Report } from './test-suite/reports.ts';
import { runCommand } from './test-suite/run-command.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const FAILURE_LINES = 12;
const SLOWEST = 10;

const args = process.argv.slice(2);
const laneArg = args.indexOf('--lane');
const lane: Lane = args.includes('--changed') ? 'changed' : laneArg >= 0 ? (args[laneArg + 1] as Lane) : 'test';
const reuseBuild = args.includes('--reuse-build');
const only = args.filter((arg, index) => !arg.startsWith('--') && !(laneArg >= 0 && index === laneArg + 1));
// bootstrap.mjs notes when the command began, so that installing Node and the dependencies counts too.
const startedAt = Number(process.env.TRELLIS_RUN_STARTED_AT) || Date.now();

const built = () =>
  ['dist/index.html', 'modules/onboarding/dist/entry.js', 'modules/onboarding/dist-frame/frame.html'].every((file) =>
    existsSync(`${root}${file}`),
  );
const layers = layersOf(lane, root).filter(
  (layer) =>
    (only.length === 0 || only.includes(layer.name)) && !(reuseBuild && layer.name.startsWith('build') && built()),
);

interface Result {
  name: string;
  ok: boolean;
  report?: Report;
  seconds: number;
}

async function runLayer(layer: Layer, quietly: boolean): Promise<Result> {
  const started = Date.now();
  let ok = true;
  try {
    layer.before?.();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    ok = false;
  }
  if (layer.report) rmSync(layer.report.file, { force: true });
  const env = { ...process.env, ...(layer.report ? { PLAYWRIGHT_JSON_OUTPUT_FILE: layer.report.file } : {}) };
  ok = ok && (await runCommand(layer.command, { cwd: root, env, quietly, title: layer.name })) === 0;
  let report: Report | undefined;
  if (layer.report) {
    report = existsSync(layer.report.file) ? layer.report.read(layer.report.file) : undefined;
    if (!report || (report.counts.passed === 0 && lane !== 'changed')) ok = false;
  }
  return { name: layer.name, ok, report, seconds: Math.round((Date.now() - started) / 1000) };
}

const reportsDir = `${root}test-results/reports`;
mkdirSync(reportsDir, { recursive: true });
const results: Result[] = [];
for (let index = 0; index < layers.length;) {
  let end = index + 1;
  while (layers[index]?.group && layers[end]?.group === layers[index]?.group) end += 1;
  const batch = layers.slice(index, end);
  for (const each of batch) process.stdout.write(`\n━━ ${each.name} ━━ ${each.command.join(' ')}\n`);
  results.push(...(await Promise.all(batch.map((each) => runLayer(each, batch.length > 1)))));
  index = end;
}

const printed: string[] = [];
const print = (text: string) => {
  printed.push(text);
  process.stdout.write(text);
};
const indent = (message = '') =>
  message
    .split('\n')
    .filter((line) => !line.includes('node_modules/'))
    .slice(0, FAILURE_LINES)
    .join('\n  ');
for (const { name, report } of results) {
  for (const { test, message } of report?.failures ?? [])
    print(`\n━━ failed in ${name}: ${test}\n  ${indent(message)}\n`);
}
const flaky = results.flatMap(({ name, report }) => (report?.flaky ?? []).map((test) => ({ name, ...test })));
for (const { name, test, message } of flaky) {
  print(`\n━━ flaky in ${name} (failed, then passed at its retry): ${test}\n  ${indent(message)}\n`);
}

const slowest = results
  .flatMap(({ name, report }) => (report?.tests ?? []).map((test) => ({ name, ...test })))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST);
if (slowest.length) {
  print(`\n━━ the ${slowest.length} slowest tests ━━\n`);
  for (const { name, test, seconds } of slowest) print(`${`${seconds.toFixed(1)}s`.padStart(7)}  ${name}: ${test}\n`);
}

print('\n━━ summary ━━\n');
for (const { name, ok, report, seconds } of results) {
  const counts = report?.counts;
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${counts.flaky ? `, ${counts.flaky} flaky` : ''}`
    : ok
      ? 'ok'
      : 'FAILED';
  print(`${`${name}:`.padEnd(15)} ${detail}${ok ? '' : '  ✗'} (${seconds}s)\n`);
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + (r.report?.counts.passed ?? 0),
    failed: sum.failed + (r.report?.counts.failed ?? 0),
  }),
  { passed: 0, failed: 0 },
);
const seconds = Math.round((Date.now() - startedAt) / 1000);
const minutes = (s: number) => `${Math.floor(s / 60)} min ${s % 60} s`;
const against = (label: string, spent: number, budget?: number) =>
  print(
    `${label}: ${minutes(spent)}${budget ? ` (budget ${minutes(budget)}${spent > budget ? ': OVER BUDGET' : ''})` : ''}\n`,
  );
print('\n');
against('time', seconds, lane === 'journeys' ? undefined : SUITE_BUDGETS_S[lane]);
// .ci/run notes when it began: the journeys, its last lane, say how long all of it took.
const ciStartedAt = Number(process.env.TRELLIS_CI_STARTED_AT);
if (lane === 'journeys' && ciStartedAt)
  against('.ci/run so far', Math.round((Date.now() - ciStartedAt) / 1000), SUITE_BUDGETS_S.ci);
const failedLayers = results.filter((r) => !r.ok).map((r) => r.name);
const tooFlaky = flaky.length > MAX_RETRIED_TESTS;
if (tooFlaky) print(`${flaky.length} tests needed their retry: at most ${MAX_RETRIED_TESTS} may.\n`);
print(`\ntotal: ${total.passed} passed, ${total.failed} failed\n`);
if (failedLayers.length) print(`Failed layers: ${failedLayers.join(', ')}\n`);
// .ci/run prints it again at its end, where a log cut to its last lines still shows what failed.
writeFileSync(`${reportsDir}/${lane}-summary.txt`, printed.join(''));
process.exit(failedLayers.length || tooFlaky ? 1 : 0);
