import { isBuiltinModule, type ModuleManifestEntry } from '@/shared/config';
import { preloadModuleHost } from '@/shared/lib/module-hosting';
import { preloadModule } from '@/shared/lib/script';

/**
 * On intent (pointer or focus on its link), a hosted module's entry is fetched ahead, checked as its route will, and
 * with it the shell's code that hosts the module: the entry and the shared libraries come in one round trip.
 */
export function preloadOnIntent(module: ModuleManifestEntry) {
  if (isBuiltinModule(module)) return {};
  const preload = () => {
    void preloadModule(module.entry, module.integrity).catch(() => undefined);
    preloadModuleHost();
  };
  return { onPointerEnter: preload, onFocus: preload };
}
