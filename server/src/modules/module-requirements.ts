import semver from 'semver';

import type { ModuleEntry } from './module-manifest.ts';

/**
 * Whether an entry's `requires` can be read (docs/modules.md, "Versions"): absent, or an object whose `host` is a
 * semver range. An entry that cannot be read is left out and said, as the shell would refuse it anyway.
 */
export function hasReadableRequirements(entry: ModuleEntry, log: (message: string) => void): boolean {
  const { requires } = entry;
  if (requires === undefined) return true;
  const host = typeof requires === 'object' && requires !== null ? (requires as { host?: unknown }).host : null;
  if (host === undefined || (typeof host === 'string' && semver.validRange(host) !== null)) return true;
  log(`The module "${String(entry.id)}" is left out: requires.host must be a semver range (e.g. "^1.2.0").`);
  return false;
}
