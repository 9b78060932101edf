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

/** Imports a module's entry (checked against `integrity` when the manifest gives one) and finds its `mount`. */
export async function loadModuleEntry(address: string, integrity: string | undefined): Promise<ModuleEntryExports> {
  if (integrity) {
    // Dynamic import has no integrity check of its own: the preload checks the entry, and the import takes the checked
    // module from the page's module map.
    await preloadModule(address, integrity).catch((error: unknown) => {
      throw new ModuleEntryError(`The entry ${address} did not load, or does not match its integrity.`, {
        cause: error,
      });
    });
  }
  let exports: unknown;
  try {
    exports = await import(/* @vite-ignore */ address);
  } catch (error) {
    throw new ModuleEntryError(`The entry ${address} could not be imported.`, { cause: error });
  }
  if (!hasMount(exports)) throw new ModuleEntryError(`The entry ${address} exports no mount(container, host).`);
  return exports;
}
