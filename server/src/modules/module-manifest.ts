import { readFileSync, statSync } from 'node:fs';

import { foreignOriginOf } from '../http/content-security-policy.ts';
import { hasReadableRequirements } from './module-requirements.ts';

/** One manifest entry as `/config.json` passes it on; the shell validates each one (docs/modules.md). */
export type ModuleEntry = Record<string, unknown>;

const DEFAULT_MODULES_FILE = new URL('./default-modules.json', import.meta.url);

const isEntry = (value: unknown): value is ModuleEntry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readEntries(file: string | URL, log: (message: string) => void): ModuleEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    log(`The module manifest ${String(file)} cannot be read: ${(error as Error).message}`);
    return [];
  }
  if (!Array.isArray(parsed)) {
    log(`The module manifest ${String(file)} is not an array of entries.`);
    return [];
  }
  return parsed.filter(isEntry).filter((entry) => hasReadableRequirements(entry, log));
}

/**
 * The modules the shell hosts: the built-in stand-ins, then the entries of the JSON file named by TRELLIS_MODULES.
 * The file is read on every call, so that an operator adds or removes a module with no restart and no rebuild; an
 * entry whose id is already taken is left out.
 */
export function moduleManifest(
  file: string | null = process.env.TRELLIS_MODULES ?? null,
  log: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): () => ModuleEntry[] {
  const builtIn = readEntries(DEFAULT_MODULES_FILE, log);
  // Read again when the file changes only: the CSP of every answer asks for the origins.
  let read: { version: string; entries: ModuleEntry[] } = { version: 'unread', entries: builtIn };
  return () => {
    const stat = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
    const version = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (version === read.version) return read.entries;
    const entries = [...builtIn, ...(file && stat ? readEntries(file, log) : [])];
    read = {
      version,
      entries: entries.filter((entry, index) => entries.findIndex((other) => other.id === entry.id) === index),
    };
    return read.entries;
  };
}

/** The origins the manifest's module entries load from: the only other origins the CSP admits for scripts. */
export const moduleScriptOrigins = (entries: readonly ModuleEntry[]): string[] => [
  ...new Set(entries.flatMap((entry) => (typeof entry.entry === 'string' ? (foreignOriginOf(entry.entry) ?? []) : []))),
];
