import type { ModuleManifestEntry } from './module-manifest';
import { isLocalEntry } from './module-overrides';

export interface ModuleOverride {
  id: string;
  entry: string;
  /** The manifest's own entry URL, which the override replaces. */
  replaced: string;
}

/** The entries with this tab's overrides applied (a local build has no known integrity), and which ones were. */
export function applyModuleOverrides(
  entries: readonly ModuleManifestEntry[],
  overrides: Record<string, string>,
): { entries: ModuleManifestEntry[]; applied: ModuleOverride[] } {
  const applied: ModuleOverride[] = [];
  const overridden = entries.map((entry) => {
    const local = overrides[entry.id];
    if (!local || !isLocalEntry(local)) return entry;
    applied.push({ id: entry.id, entry: local, replaced: entry.entry });
    const { integrity: _integrity, ...rest } = entry;
    return { ...rest, entry: local };
  });
  return { entries: overridden, applied };
}
