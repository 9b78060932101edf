/** Sanitises HTML from the server or a translation (DOMPurify, links opening beside the app). */
export type HtmlSanitizer = (html: string) => string;

let loaded: HtmlSanitizer | null = null;
let loading: Promise<HtmlSanitizer> | null = null;

/** The sanitiser once it has loaded, else null. */
export const loadedHtmlSanitizer = (): HtmlSanitizer | null => loaded;

/**
 * Loads the HTML sanitiser once: DOMPurify comes with the first server HTML to show, not with the first screen. A
 * failed load is tried again on the next call.
 */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  if (!loading) {
    loading = import('./sanitize').then(({ sanitize }) => (loaded = (html) => sanitize('html', html)));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
