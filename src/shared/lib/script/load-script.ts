/** Section 8: a script is loaded once; asking again is refused with this error. */
export class ScriptAlreadyLoadedError extends Error {
  readonly src: string;

  constructor(src: string) {
    super('ScriptAlreadyLoaded');
    this.src = src;
    this.name = 'ScriptAlreadyLoaded';
  }
}

const requested = new Set<string>();

/** Adds an async script to the page; resolves when it ran, rejects when it could not be loaded. */
export function loadScript(src: string): Promise<void> {
  if (requested.has(src)) return Promise.reject(new ScriptAlreadyLoadedError(src));
  requested.add(src);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A failed address may be tried again later.
      requested.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
}
