import { isBuiltinModule, type ModuleManifestEntry } from '@/shared/config';
import { preloadModule } from '@/shared/lib/script';

/** On intent (pointer or focus on its link), a hosted module's entry is fetched ahead, checked as its route will. */
export function preloadOnIntent(module: ModuleManifestEntry) {
  if (isBuiltinModule(module)) return {};
  const preload = () => void preloadModule(module.entry, module.integrity).catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload };
}
