import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { E2E_MODULES_FILE } from './module-origins.ts';

/** A manifest entry: its id, and whatever else the spec gives it. */
type Entry = { id: string } & Record<string, unknown>;

const listed = (): Entry[] =>
  existsSync(E2E_MODULES_FILE) ? (JSON.parse(readFileSync(E2E_MODULES_FILE, 'utf8')) as Entry[]) : [];

const write = (entries: Entry[]) => {
  mkdirSync(dirname(E2E_MODULES_FILE), { recursive: true });
  writeFileSync(E2E_MODULES_FILE, JSON.stringify(entries, null, 2));
};

/**
 * Adds a spec's entries to the e2e server's TRELLIS_MODULES file (replacing those of the same ids), beside what another
 * spec running at the same time lists there: each spec lists its own and takes out only its own.
 */
export function listModules(entries: readonly Entry[]): void {
  const ids = new Set(entries.map((entry) => entry.id));
  write([...listed().filter((entry) => !ids.has(entry.id)), ...entries]);
}

/** Takes a spec's entries out of the file again, leaving the other specs' entries listed. */
export function unlistModules(entries: readonly Entry[]): void {
  const ids = new Set(entries.map((entry) => entry.id));
  write(listed().filter((entry) => !ids.has(entry.id)));
}
