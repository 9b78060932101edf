/**
 * docs/specification.md names, in its Test column, the test that would fail if a requirement broke: a file in
 * backticks and the test's name in “quotes”. A renamed or deleted test makes that row false without anyone
 * noticing, so this check reads every table and asks that each named file exists and holds each named title. It
 * asks the same of the files the Implementation column names, that every row's status is one the file explains,
 * and that the summary counts what the rows say.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { namedTests, summaryCounts, titleIsIn, tracedRows } from './specification-trace.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const specification = readFileSync(`${root}docs/specification.md`, 'utf8');
const named = namedTests(specification);
const rows = tracedRows(specification);
const STATUSES = ['done', 'partial', 'differs'];

const countByStatus = (traced: readonly { status: string }[]) =>
  Object.fromEntries(STATUSES.map((status) => [status, traced.filter((row) => row.status === status).length]));

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

  it("has each row's cells in its table's columns, a test or none in the Test column", () => {
    expect(rows.length).toBeGreaterThan(250);
    const shifted = rows
      .filter((row) => row.cellCount !== row.headerCellCount || !row.namesTestOrNone)
      .map((row) => row.row);
    expect(shifted).toEqual([]);
  });

  it('names only implementation files that exist', () => {
    const absent = rows.flatMap((row) =>
      row.implementationPaths.filter((path) => !existsSync(`${root}${path}`)).map((path) => `${row.row}: ${path}`),
    );
    expect(absent).toEqual([]);
  });

  it('gives every row a status of done, partial or differs', () => {
    const unknown = rows.filter((row) => !STATUSES.includes(row.status)).map((row) => `${row.row}: ${row.status}`);
    expect(unknown).toEqual([]);
  });

  it('counts in its summary what the rows say', () => {
    const summary = summaryCounts(specification);
    expect(summary.rows).toBe(rows.length);
    expect(summary.byStatus).toEqual({ ...countByStatus(rows), missing: 0 });
    const partial = rows.filter((row) => row.status === 'partial').map((row) => row.row);
    expect(summary.listedPartial.toSorted()).toEqual(partial.toSorted());
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

describe('the row check', () => {
  const table = [
    '| #   | Requirement | Implementation                 | Test | Status              |',
    '| --- | ----------- | ------------------------------ | ---- | ------------------- |',
    '| 1.1 | Sign-in     | `src/a.ts` (`signIn`), `/api/x` | `a.test.ts` | done         |',
    '| 1.2 | `src/b.ts`  | none                           | done | partial — the shell |',
    '| 1.3 | Later       | `server/seed/translations/`     | none | planned             |',
    '',
    '## Summary',
    '',
    '3 rows.',
    '',
    '| Status  | Rows                   |',
    '| ------- | ---------------------- |',
    '| done    | 1                      |',
    '| partial | 1 (1 only lacks a test) |',
  ].join('\n');

  it('reads the paths an implementation names, leaving code names and API paths out', () => {
    expect(tracedRows(table).map((row) => row.implementationPaths)).toEqual([
      ['src/a.ts'],
      [],
      ['server/seed/translations/'],
    ]);
  });

  it('sees a row whose cells have shifted, and a status it does not know', () => {
    expect(
      tracedRows(table).map(({ row, cellCount, headerCellCount, status }) => [
        row,
        cellCount === headerCellCount,
        status,
      ]),
    ).toEqual([
      ['1.1', true, 'done'],
      ['1.2', true, 'partial'],
      ['1.3', true, 'planned'],
    ]);
    expect(tracedRows(table).map((row) => row.namesTestOrNone)).toEqual([true, false, true]);
    const lostCell = table.replace(/\| none +\| done \|/, '| done |');
    expect(tracedRows(lostCell).find((row) => row.row === '1.2')).toMatchObject({ cellCount: 4, headerCellCount: 5 });
  });

  it("reads the summary's counts", () => {
    expect(summaryCounts(`${table}\n\n### Partial: untested\n\n- 1.2 the shell.\n`)).toEqual({
      rows: 3,
      byStatus: { done: 1, partial: 1 },
      listedPartial: ['1.2'],
    });
  });
});
