/** Reads the tests that docs/specification.md's tables name (see specification-trace.test.ts). */

export interface NamedTest {
  /** The row's first cell, its requirement number. */
  row: string;
  file: string;
  title: string;
}

const TEST_FILE = /^[\w./-]+\.(?:test|spec)\.tsx?$/;
/** A file in backticks, or a title in typographic quotes, in the order the cell writes them. */
const TOKEN = /`([^`]+)`|“([^”]+)”/g;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every (file, title) pair named in a `Test` column; a title belongs to the test file written before it. */
export function namedTests(markdown: string): NamedTest[] {
  const named: NamedTest[] = [];
  let testColumn = -1;
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) {
      testColumn = -1;
      continue;
    }
    const row = cells(line);
    if (testColumn < 0) {
      testColumn = row.indexOf('Test');
      continue;
    }
    const cell = row[testColumn];
    if (cell === undefined || /^:?-+:?$/.test(cell)) continue;
    let file: string | undefined;
    for (const [, code, title] of cell.matchAll(TOKEN)) {
      if (code !== undefined && TEST_FILE.test(code)) file = code;
      else if (title !== undefined && file !== undefined) named.push({ row: row[0] ?? '', file, title });
    }
  }
  return named;
}

/** `%s`-like, `$name`, `${…}` and `…`: the parts of a title that it.each or a template fills in. */
const PLACEHOLDER = /%[sdifjo#%]|\$\{[^}]*\}|\$[A-Za-z_]\w*|…/g;
/** The string literals of a source file, where test titles are written. */
const STRING_LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A title template as a pattern whose placeholders capture what fills them in. */
function templatePattern(template: string): RegExp | undefined {
  const literals = template.split(PLACEHOLDER);
  if (literals.length < 2 || literals.join('').trim().length < 4) return undefined;
  return new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`);
}

/**
 * Whether a test file declares the title: written as it is (placeholders included), or produced by a template
 * of the file (`'%s %s gives %s'`) from values the file also writes (`'GET'`, `'/api/…'`, `'no branding'`).
 * A `…` in the title stands for a value the specification's row leaves out.
 */
export function titleIsIn(title: string, source: string): boolean {
  const unescaped = source.replace(/\\(['"`])/g, '$1');
  if (unescaped.includes(title)) return true;
  const literals = [...source.matchAll(STRING_LITERAL)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  const shortened = title.includes('…') ? new RegExp(`^${title.split('…').map(escapeRegExp).join('.*')}$`) : undefined;
  return literals.some((literal) => {
    if (shortened?.test(literal)) return true;
    const filled = templatePattern(literal)?.exec(title);
    return (
      filled !== null &&
      filled !== undefined &&
      filled
        .slice(1)
        .every((value) => value === '…' || new RegExp(PLACEHOLDER.source).test(value) || unescaped.includes(value))
    );
  });
}

/** One requirement row of a table with an Implementation and a Status column. */
export interface TracedRow {
  row: string;
  /** How many cells the row has, and how many its table's header has: a cell lost or split shifts the others. */
  cellCount: number;
  headerCellCount: number;
  /** The repository paths the Implementation cell names in backticks (not code names, not API paths). */
  implementationPaths: string[];
  /** Whether the Test cell names a test file, or says `none`: a cell that says anything else has shifted. */
  namesTestOrNone: boolean;
  /** The Status cell's first word: done, partial, differs, … */
  status: string;
}

/** A repo-relative path: a folder and a name (`src/a/b.ts`, `server/seed/translations/`), never `/api/…` or `a.b`. */
const REPO_PATH = /^[\w@.-]+\/[\w@./-]*$/;

/** Every requirement row of every table that has Implementation and Status columns. */
export function tracedRows(markdown: string): TracedRow[] {
  const rows: TracedRow[] = [];
  let header: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.trimStart().startsWith('|')) {
      header = null;
      continue;
    }
    const row = cells(line);
    if (header === null) {
      header = row;
      continue;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) continue;
    if (!header.includes('Implementation') || !header.includes('Status')) continue;
    const implementation = row[header.indexOf('Implementation')];
    const test = row[header.indexOf('Test')] ?? '';
    const status = row[header.indexOf('Status')];
    rows.push({
      row: row[0] ?? '',
      cellCount: row.length,
      headerCellCount: header.length,
      implementationPaths: [...(implementation ?? '').matchAll(/`([^`]+)`/g)]
        .map(([, code]) => code ?? '')
        .filter((code) => REPO_PATH.test(code)),
      namesTestOrNone:
        test === 'none' || [...test.matchAll(/`([^`]+)`/g)].some(([, code]) => TEST_FILE.test(code ?? '')),
      status: /^[a-z]+/.exec(status ?? '')?.[0] ?? '',
    });
  }
  return rows;
}

/** What the Summary section says: the number of rows, and the rows of each status. */
export function summaryCounts(markdown: string): {
  rows: number | null;
  byStatus: Record<string, number>;
  /** The rows the summary's `### Partial…` lists name. */
  listedPartial: string[];
} {
  const summary = markdown.slice(markdown.indexOf('\n## Summary'));
  const listedPartial = summary
    .split(/^### /m)
    .filter((section) => section.startsWith('Partial'))
    .flatMap((section) => [...section.matchAll(/^- (\d+\.\d+\w*) /gm)].map(([, row]) => row ?? ''));
  const rows = /^(\d+) rows\./m.exec(summary)?.[1];
  const byStatus: Record<string, number> = {};
  for (const [, status, count] of summary.matchAll(/^\| (\w+)\s*\| (\d+)\b/gm)) {
    if (status !== undefined && count !== undefined) byStatus[status] = Number(count);
  }
  return { rows: rows === undefined ? null : Number(rows), byStatus, listedPartial };
}
