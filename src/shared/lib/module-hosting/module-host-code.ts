import { preloadModule } from '@/shared/lib/script';

import { loadModuleHostPage } from './module-host-page';
import { pageSharedLibraryFiles } from './shared-library-files';

/**
 * Puts the shell's instances of the shared libraries on the page (a chunk of its own, with MUI whole), and asks for
 * the import map's files beside it: a module's imports then find them fetched, rather than a round trip after its
 * entry. Before a hosted module's code runs.
 */
export function shareLibraries(): Promise<void> {
  for (const file of pageSharedLibraryFiles()) void preloadModule(file).catch(() => undefined);
  return import('./share-libraries').then((libraries) => libraries.shareLibraries());
}

/**
 * On intent to open a hosted module (a pointer or focus on its link): the shell's code that hosts it, its page and the
 * shared libraries, asked for now and together with the module's entry, as a route's chunks come together.
 */
export function preloadModuleHost(): void {
  void loadModuleHostPage().catch(() => undefined);
  void shareLibraries().catch(() => undefined);
}
