import { rmSync } from 'node:fs';

import { ensureChromium } from '../ensure-chromium.ts';
import { readPlaywrightReport, readVitestReport, type Report } from './reports.ts';

/**
 * `test`: what every change must pass (`npm test`); `journeys`: the long ones (`npm run test:journeys`); `changed`:
 * the quick loop on what changed since the last commit (`npm test -- --changed`).
 */
export type Lane = 'test' | 'journeys' | 'changed';

export interface Layer {
  name: string;
  command: string[];
  /** For test layers: the runner's JSON report. */
  report?: { file: string; read: (file: string) => Report };
  before?: () => void;
  /** Layers of one group next to each other run at the same time (short checks that each use one core). */
  group?: string;
}

export function layersOf(lane: Lane, root: string): Layer[] {
  const reports = `${root}test-results/reports`;
  const vitest = (name: string, projects: string[], extra: string[] = []): Layer => ({
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/${name}.json`,
    ],
    report: { file: `${reports}/${name}.json`, read: (file) => readVitestReport(file, root) },
  });
  const playwright = (name: string, project: string, extra: string[] = []): Layer => ({
    name,
    command: ['npx', 'playwright', 'test', `--project=${project}`, ...extra],
    // playwright.config.ts writes its JSON report where PLAYWRIGHT_JSON_OUTPUT_FILE says (test-all.ts sets it).
    report: { file: `${reports}/${name}.json`, read: readPlaywrightReport },
    before: ensureChromium,
  });
  const build: Layer[] = [
    { name: 'build', command: ['npx', 'vite', 'build', '--logLevel=warn'] },
    // The module SDK's package, and the onboarding module built with it on its own, which the end-to-end tests serve
    // from another origin (docs/modules.md).
    { name: 'build-modules', command: ['npm', 'run', '--silent', 'build:modules'] },
  ];

  if (lane === 'journeys') {
    return [
      ...build,
      // A module team's path outside any browser: module:create in a folder outside the repository, npm install,
      // build and the project's own tests (scripts/module-kit.ts); module-kit.spec.ts then loads what it built.
      { name: 'module-kit', command: ['node', 'scripts/module-kit.ts'] },
      playwright('journeys', 'journeys'),
    ];
  }
  if (lane === 'changed') {
    return [
      { name: 'typecheck', command: ['npx', 'tsc', '-b'], group: 'static' },
      { name: 'lint', command: ['node', 'scripts/test-suite/lint-changed.ts'], group: 'static' },
      vitest('unit', ['unit', 'component', 'server'], ['--changed', '--passWithNoTests']),
      ...build,
      playwright('e2e', 'e2e', ['--only-changed', '--pass-with-no-tests']),
    ];
  }
  return [
    { name: 'typecheck', command: ['npx', 'tsc', '-b'], group: 'static' },
    { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'], group: 'static' },
    { name: 'format', command: ['npx', 'prettier', '--check', '--log-level=warn', '.'], group: 'static' },
    { name: 'steiger', command: ['npx', 'steiger', './src'], group: 'static' },
    {
      name: 'openapi-lint',
      command: ['npx', 'redocly', 'lint', '--format=stylish', 'openapi/*.yaml'],
      group: 'static',
    },
    { name: 'generated-api', command: ['node', 'scripts/generate-api.ts', '--check'], group: 'static' },
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
    ...build,
    playwright('e2e', 'e2e'),
  ];
}
