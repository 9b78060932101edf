import { Box, type BoxProps } from '@mui/material';
import { useEffect, useState } from 'react';

import { type HtmlSanitizer, loadedHtmlSanitizer, loadHtmlSanitizer } from '@/shared/lib/sanitize';

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
  const [sanitizeHtml, setSanitizeHtml] = useState<HtmlSanitizer | null>(loadedHtmlSanitizer);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (sanitizeHtml) return;
    loadHtmlSanitizer().then(
      (loaded) => setSanitizeHtml(() => loaded),
      (error: unknown) => setFailure({ error }),
    );
  }, [sanitizeHtml]);
  if (!sanitizeHtml) return <Box {...props}>{textOf(html)}</Box>;
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
