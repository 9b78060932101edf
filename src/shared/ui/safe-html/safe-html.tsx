import { Box, type BoxProps } from '@mui/material';
import { useEffect } from 'react';

import { useLoadOnce } from '@/shared/lib/load-once';
import { loadedHtmlSanitizer, loadHtmlSanitizer } from '@/shared/lib/sanitize';

/**
 * The text of HTML, read by an inert document (nothing in it runs or loads), shown as text while the sanitiser loads.
 */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * Renders HTML from the server or a translation, sanitised first. The sanitiser loads with the first HTML shown: until
 * it has come the text shows without its markup, never the HTML unsanitised. A sanitiser that cannot load fails the
 * component as a lazy component does (the nearest error boundary).
 */
export function SafeHtml({
  html,
  ...props
}: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'>) {
  const { loaded: sanitizeHtml, load } = useLoadOnce({ loaded: loadedHtmlSanitizer, load: loadHtmlSanitizer });
  useEffect(() => {
    if (!sanitizeHtml) void load().catch(() => undefined);
  }, [sanitizeHtml, load]);
  if (!sanitizeHtml) return <Box {...props}>{textOf(html)}</Box>;
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
