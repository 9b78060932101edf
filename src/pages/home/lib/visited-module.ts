import { manifestEntryOfPath, type ModuleManifestEntry } from '@/shared/config';

/**
 * The module, built-in or config.json's, a visited address belongs to (the deepest whose path it is in), or null when
 * no module hosts it any more.
 */
export function visitedModuleOf(url: string, manifest: readonly ModuleManifestEntry[]): ModuleManifestEntry | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return manifestEntryOfPath(manifest, pathname);
}
