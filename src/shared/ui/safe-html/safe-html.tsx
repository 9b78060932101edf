import { Box, type BoxProps } from '@mui/material';

import { sanitize } from '@/shared/lib/sanitize';

/** Renders HTML from the server or a translation, sanitised first. */
export function SafeHtml({
  html,
  ...props
}: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'>) {
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitize('html', html) }} />;
}
