import type { ModuleEntryExports } from '@trellis/module-sdk';

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

/**
 * Dynamic import has no integrity check of its own: a module preload with `integrity` fetches the entry and checks
 * it, and the import that follows takes the checked module from the page's module map, with no second download.
 */
function preloadChecked(address: string, integrity: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = address;
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
    link.onload = () => resolve();
    link.onerror = () =>
      reject(new ModuleEntryError(`The entry ${address} did not load, or its integrity is not ${integrity}.`));
    document.head.append(link);
  });
}

const hasMount = (value: unknown): value is ModuleEntryExports =>
  typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';

/** Imports a module's entry (checked against `integrity` when the manifest gives one) and finds its `mount`. */
export async function loadModuleEntry(address: string, integrity: string | undefined): Promise<ModuleEntryExports> {
  if (integrity) await preloadChecked(address, integrity);
  let exports: unknown;
  try {
    exports = await import(/* @vite-ignore */ address);
  } catch (error) {
    throw new ModuleEntryError(`The entry ${address} could not be imported.`, { cause: error });
  }
  if (!hasMount(exports)) throw new ModuleEntryError(`The entry ${address} exports no mount(container, host).`);
  return exports;
}
