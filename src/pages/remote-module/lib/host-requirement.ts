import { HOST_API_VERSION } from '@trellis/module-sdk';
import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';

import type { ModuleManifestEntry } from '@/shared/config';

export class HostVersionError extends Error {
  readonly required: string;
  readonly offered: string;

  constructor(required: string, offered: string) {
    super(`The module requires host API ${required}; this shell offers ${offered}.`);
    this.name = 'HostVersionError';
    this.required = required;
    this.offered = offered;
  }
}

/**
 * The manifest entry's `requires.host` range when this shell's host API does not satisfy it (a range that is no
 * semver range is not satisfied either); null when the module may load.
 */
export function unmetHostRequirement(
  entry: Pick<ModuleManifestEntry, 'requires'>,
  offered: string = HOST_API_VERSION,
): HostVersionError | null {
  const required = entry.requires?.host;
  if (required === undefined) return null;
  const range = validRange(required);
  return range !== null && satisfies(offered, range) ? null : new HostVersionError(required, offered);
}
