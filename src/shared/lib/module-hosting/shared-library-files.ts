/**
 * The files the import map of index.html sends the shared libraries' names to (scripts/module-shared-libraries.ts),
 * as absolute addresses: its addresses are relative to the document's base, as the browser resolves them. None when
 * the page has no map, or not one of `imports`.
 */
export function sharedLibraryFiles(importMap: string | null | undefined, base: string): string[] {
  if (!importMap) return [];
  let imports: unknown;
  try {
    ({ imports } = JSON.parse(importMap) as { imports?: unknown });
  } catch {
    return [];
  }
  if (typeof imports !== 'object' || imports === null) return [];
  return Object.values(imports)
    .filter((address): address is string => typeof address === 'string')
    .map((address) => new URL(address, base).href);
}

/** The import map's files of this page. */
export const pageSharedLibraryFiles = () =>
  sharedLibraryFiles(document.querySelector('script[type="importmap"]')?.textContent, document.baseURI);
