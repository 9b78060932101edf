import { BUILTIN_MODULE_ENTRIES } from './business-modules';
import { BUILTIN_ENTRY_PREFIX, type ModuleManifestEntry } from './module-manifest';
import { fetchRuntimeConfig } from './runtime-config';

export const isBuiltinModule = (entry: ModuleManifestEntry) => entry.entry.startsWith(BUILTIN_ENTRY_PREFIX);

/** Whether `pathname` is the module's path or below it. */
export const moduleOwns = (entry: ModuleManifestEntry, pathname: string) =>
  pathname === entry.path || pathname.startsWith(`${entry.path}/`);

const byNavigationOrder = (a: ModuleManifestEntry, b: ModuleManifestEntry) =>
  (a.navigation?.order ?? Number.MAX_SAFE_INTEGER) - (b.navigation?.order ?? Number.MAX_SAFE_INTEGER);

/**
 * The modules this shell hosts: its built-in stand-ins, then `config.json`'s entries (read once per page load, so
 * an entry the operator adds shows after a reload). The built-ins keep their id and path: an entry naming either
 * again is left out, and so is a `builtin:` entry this build does not have.
 */
export function mergeModuleManifest(configured: readonly ModuleManifestEntry[]): ModuleManifestEntry[] {
  const entries = [...BUILTIN_MODULE_ENTRIES];
  for (const entry of configured) {
    const taken = entries.some((other) => other.id === entry.id || other.path === entry.path);
    if (!taken && !isBuiltinModule(entry)) entries.push(entry);
  }
  return entries.sort(byNavigationOrder);
}

export const fetchModuleManifest = async (): Promise<ModuleManifestEntry[]> =>
  mergeModuleManifest((await fetchRuntimeConfig()).modules);
