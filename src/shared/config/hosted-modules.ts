import { BUILTIN_MODULE_ENTRIES, BUSINESS_MODULES } from './business-modules';
import { BUILTIN_ENTRY_PREFIX, type ModuleManifestEntry } from './module-manifest';
import { applyModuleOverrides, type ModuleOverride } from './module-override-entries';
import { readModuleOverrides } from './module-overrides';
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

/** config.json's entries, with this tab's overrides when config.json allows them (docs/modules.md). */
async function fetchConfiguredModules() {
  const { entries, allowOverrides } = (await fetchRuntimeConfig()).modules;
  return allowOverrides ? applyModuleOverrides(entries, readModuleOverrides()) : { entries, applied: [] };
}

export const fetchModuleManifest = async (): Promise<ModuleManifestEntry[]> =>
  mergeModuleManifest((await fetchConfiguredModules()).entries);

/** The modules this tab loads from a developer's local build instead of the manifest's address. */
export const fetchModuleOverrides = async (): Promise<ModuleOverride[]> => (await fetchConfiguredModules()).applied;

/** The entry of `manifest` a path belongs to: the deepest that owns it; null when none does. */
export const manifestEntryOfPath = (manifest: readonly ModuleManifestEntry[], pathname: string) =>
  manifest.reduce<ModuleManifestEntry | null>(
    (deepest, entry) =>
      moduleOwns(entry, pathname) && (!deepest || entry.path.length > deepest.path.length) ? entry : deepest,
    null,
  );

/**
 * The translation module whose tenant-custom texts a module's pages load (GET
 * /api/globalization/v2/translations/tenant-custom/{language}/{module}): a built-in's own, a hosted module's id
 * (docs/modules.md).
 */
export function translationModuleOf(entry: ModuleManifestEntry): string {
  const builtin = isBuiltinModule(entry) ? BUSINESS_MODULES.find((module) => module.id === entry.id) : undefined;
  return builtin?.translationModule ?? entry.id;
}

/**
 * The i18next namespace a module's tenant-custom texts join: the shell's own for a built-in (its texts are the
 * shell's), the module's id for a hosted module, whose texts must never override the shell's keys.
 */
export const textNamespaceOf = (entry: ModuleManifestEntry): string =>
  isBuiltinModule(entry) ? 'translation' : entry.id;

/** The module, built-in or config.json's, whose page `pathname` is; null when no module hosts it. */
export const fetchModuleOfPath = async (pathname: string): Promise<ModuleManifestEntry | null> =>
  manifestEntryOfPath(await fetchModuleManifest(), pathname);
