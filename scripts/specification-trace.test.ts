/**
 * docs/specification.md names, in its Test column, the test that would fail if a requirement broke: a file in
 * backticks and the test's name in “quotes”. A renamed or deleted test makes that row false without anyone
 * noticing, so this check reads every table and asks that each named file exists and holds each named title.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { namedPaths, namedTests, titleIsIn } from './specification-trace.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const specification = readFileSync(`${root}docs/specification.md`, 'utf8');
const named = namedTests(specification);

describe('docs/specification.md', () => {
  it('names tests in its tables', () => {
    expect(named.length).toBeGreaterThan(100);
  });

  it('names only test files that exist', () => {
    const absent = [...new Set(named.map((test) => test.file))].filter((file) => !existsSync(`${root}${file}`));
    expect(absent).toEqual([]);
  });

  it('names only tests that exist in the file it names', () => {
    const sources = new Map<string, string>();
    const read = (file: string) => {
      if (!sources.has(file))
        sources.set(file, existsSync(`${root}${file}`) ? readFileSync(`${root}${file}`, 'utf8') : '');
      return sources.get(file) ?? '';
    };
    const absent = named
      .filter((test) => !titleIsIn(test.title, read(test.file)))
      .map((test) => `${test.row}: ${test.file} “${test.title}”`);
    expect(absent).toEqual([]);
  });
});

/** Made as the server runs (its default database), not kept in the repository. */
const MADE_AT_RUN_TIME = ['server/data/trellis.db'];

describe('the documents', () => {
  it('name only paths of the repository that exist', () => {
    const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    const absent = documents.flatMap((document) =>
      namedPaths(readFileSync(`${root}${document}`, 'utf8'))
        .filter((path) => !existsSync(`${root}${path}`) && !MADE_AT_RUN_TIME.includes(path))
        .map((path) => `${document}: ${path}`),
    );
    expect(absent).toEqual([]);
  });
});

describe('the path check', () => {
  it('reads paths from the root, a layer’s from src/, and leaves packages, builds, segments and placeholders', () => {
    const text =
      '`server/src/app.ts`, `app/model/a.ts`, `@mui/material`, `dist/`, `model/b.ts`, `modules/NAME`, `/api/x`';
    expect(namedPaths(text)).toEqual(['server/src/app.ts', 'src/app/model/a.ts']);
  });
});

describe('the trace check', () => {
  const table = [
    '| #   | Requirement | Test                                                                  | Status |',
    '| --- | ----------- | --------------------------------------------------------------------- | ------ |',
    '| 1.1 | Sign-in     | `tests/e2e/a.spec.ts` “signs in”, “signs out”; `src/b.test.ts` “%s x” | done   |',
    '| 1.2 | None        | none                                                                  | done   |',
  ].join('\n');

  it('reads each title with the file written before it', () => {
    expect(namedTests(table)).toEqual([
      { row: '1.1', file: 'tests/e2e/a.spec.ts', title: 'signs in' },
      { row: '1.1', file: 'tests/e2e/a.spec.ts', title: 'signs out' },
      { row: '1.1', file: 'src/b.test.ts', title: '%s x' },
    ]);
  });

  it.each([
    ['a renamed test', 'signs in again', "test('signs in', () => {});", false],
    ['a test written as it is', 'signs in', "test('signs in', () => {});", true],
    ['a title filled in by it.each', 'GET /a gives none', "it.each([['GET', '/a', 'none']])('%s %s gives %s')", true],
    [
      'a value the file does not write',
      'GET /b gives none',
      "it.each([['GET', '/a', 'none']])('%s %s gives %s')",
      false,
    ],
    ['a title the row shortens', 'with A and B: …', "it('with A and B: the timer runs', () => {});", true],
  ])('finds %s: %s', (_case, title, source, found) => {
    expect(titleIsIn(title, source)).toBe(found);
  });
});
