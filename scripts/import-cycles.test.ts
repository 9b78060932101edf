/**
 * `npm run lint` refuses import loops (eslint.config.js, import-x/no-cycle). The rule sees an import only where it can
 * resolve it, so this plants a loop, lazy edge and path alias included, and asks ESLint, as the lint runs it, to find it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const planted: string[] = [];

/** Writes `files` into a fresh folder under `parent` and lints them; returns each file's loop reports. */
async function cyclesIn(parent: string, files: Record<string, string>) {
  const folder = `${parent}/cycle-probe-${process.pid}-${planted.length}`;
  planted.push(`${root}${folder}`);
  mkdirSync(`${root}${folder}`, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(`${root}${folder}/${name}`, text);
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
    // Without type information, which this rule does not use: the probe lints in seconds.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => `${folder}/${name}`));
  return results.map((result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length);
}

afterAll(() => {
  for (const folder of planted) rmSync(folder, { recursive: true, force: true });
});

// The first lint loads the whole ESLint configuration, seconds on a busy machine.
describe('the lint', { timeout: 60_000 }, () => {
  it('finds an import loop in the server, also one whose edge back is a lazy import', async () => {
    const reports = await cyclesIn('server/src', {
      'a.ts': "import { b } from './b.ts';\n\nexport const a = (): number => b;\n",
      'b.ts': "export const b = 1;\nexport const loadA = () => import('./a.ts');\n",
    });
    expect(reports).toEqual([1, 1]);
  });

  it('finds an import loop in the app through the @/ alias', async () => {
    const folder = `src/shared/lib/cycle-probe-${process.pid}-${planted.length}`;
    const reports = await cyclesIn('src/shared/lib', {
      'a.ts': `import { b } from '@/${folder.slice('src/'.length)}/b';\n\nexport const a = (): number => b;\n`,
      'b.ts': "import { a } from './a';\n\nexport const b = 1;\nexport const readA = () => a();\n",
    });
    expect(reports).toEqual([1, 1]);
  });

  it('passes files that import each other one way only', async () => {
    const reports = await cyclesIn('server/src', {
      'a.ts': "import { b } from './b.ts';\n\nexport const a = (): number => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(reports).toEqual([0, 0]);
  });
});
