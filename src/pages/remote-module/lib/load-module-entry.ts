import type { ModuleEntryExports } from '@trellis/module-sdk';

import { preloadModule } from '@/shared/lib/script';

export class ModuleEntryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ModuleEntryError';
  }
}

/** A retry asks for the entry anew: the browser keeps a failed module import for the page's life. */
export const entryAddress = (entry: string, attempt: number) => {
  if (attempt === 0) return entry;
  const url = new URL(entry);
  url.searchParams.set('attempt', String(attempt));
  return url.href;
};

const hasMount = (value: unknown): value is ModuleEntryExports =>
  typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';

/** The entry fetched (not run), checked against `integrity` when the manifest gives one. */
function fetchModuleEntry(address: string, integrity: string | undefined): Promise<void> {
  if (!integrity) {
    // The import that follows takes the fetch under way, and meets its failure itself.
    void preloadModule(address).catch(() => undefined);
    return Promise.resolve();
  }
  // Dynamic import has no integrity check of its own: the preload checks the entry, and the import takes the checked
  // module from the page's module map.
  return preloadModule(address, integrity).catch((error: unknown) => {
    throw new ModuleEntryError(`The entry ${address} did not load, or does not match its integrity.`, {
      cause: error,
    });
  });
}

/**
 * Imports a module's entry once `prepared` (the shared libraries on the page) has resolved, and finds its `mount`. The
 * entry is fetched meanwhile: only its evaluation needs the libraries, so its download does not wait for theirs.
 */
export async function loadModuleEntry(
  address: string,
  integrity: string | undefined,
  prepared: Promise<void>,
): Promise<ModuleEntryExports> {
  await Promise.all([prepared, fetchModuleEntry(address, integrity)]);
  let exports: unknown;
  try {
    exports = await import(/* @vite-ignore */ address);
  } catch (error) {
    throw new ModuleEntryError(`The entry ${address} could not be imported.`, { cause: error });
  }
  if (!hasMount(exports)) throw new ModuleEntryError(`The entry ${address} exports no mount(container, host).`);
  return exports;
}
