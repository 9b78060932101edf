const preloads = new Map<string, Promise<void>>();

/**
 * Fetches an ES module ahead of its import, with `<link rel="modulepreload">`: checked against `integrity` when one is
 * given (dynamic import takes none), and kept in the page's module map, so that the import that follows runs the
 * checked code with no second download. Once per address: a second preload of an address already in the module map
 * would check nothing, so every preload of it must carry the integrity.
 */
export function preloadModule(address: string, integrity?: string): Promise<void> {
  const known = preloads.get(address);
  if (known) return known;
  const preload = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = address;
    if (integrity) link.integrity = integrity;
    link.crossOrigin = 'anonymous';
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`The module ${address} did not load, or its integrity is not ${integrity}.`));
    document.head.append(link);
  });
  preloads.set(address, preload);
  // A failed preload may be asked again (a retry asks for another address, but a hover may come first).
  preload.catch(() => preloads.delete(address));
  return preload;
}
