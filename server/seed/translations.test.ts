import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { SEEDED_LANGUAGES, translationPartsOf, translationsOf } from './seed-languages.ts';

const srcDir = fileURLToPath(new URL('../../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Keys the shell passes to `t('Key')` or `i18nKey="Key"`. */
function keysUsedByTheShell(): string[] {
  const pattern = /\bt\(\s*['"]([A-Za-z][\w.-]*)['"]|i18nKey=["']([A-Za-z][\w.-]*)["']/g;
  const keys = sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? match[2] ?? ''),
  );
  return [...new Set(keys)].sort();
}

describe('seeded translations', () => {
  const english = translationsOf('en-us');

  it('cover every key the shell uses', () => {
    const used = keysUsedByTheShell();
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !(key in english))).toEqual([]);
  });

  it('give each key to one part only', () => {
    const owners = new Map<string, string[]>();
    for (const [part, table] of translationPartsOf('en-us')) {
      for (const key of Object.keys(table)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([]);
  });

  it.each(SEEDED_LANGUAGES.map((language) => language.code))('have the same parts in %s', (code) => {
    expect([...translationPartsOf(code).keys()]).toEqual([...translationPartsOf('en-us').keys()]);
  });

  it.each(SEEDED_LANGUAGES.map((language) => language.code))('are complete in %s', (code) => {
    const table = translationsOf(code);
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(table).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it.each(SEEDED_LANGUAGES.map((language) => language.code))('keep the placeholders of English in %s', (code) => {
    const table = translationsOf(code);
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(english)) {
      expect([key, placeholders(table[key] ?? '')]).toEqual([key, placeholders(value)]);
    }
  });
});
