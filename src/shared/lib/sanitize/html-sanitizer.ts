import { loadOnce } from '@/shared/lib/load-once';

/** Sanitises HTML from the server or a translation (DOMPurify, links opening beside the app). */
export type HtmlSanitizer = (html: string) => string;

// DOMPurify comes with the first server HTML to show, not with the first screen.
const htmlSanitizer = loadOnce(() =>
  import('./sanitize').then(
    ({ sanitize }): HtmlSanitizer =>
      (html) =>
        sanitize('html', html),
  ),
);

/** The sanitiser once it has loaded, else null. */
export const loadedHtmlSanitizer = htmlSanitizer.loaded;
/** Loads the HTML sanitiser once; a failed load is tried again on the next call. */
export const loadHtmlSanitizer = htmlSanitizer.load;
