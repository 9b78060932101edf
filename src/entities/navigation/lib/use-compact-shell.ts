import { useMediaQuery, useTheme } from '@mui/material';

import { COMPACT_SHELL_BELOW } from '../config/drawer';

/** True on a phone or a tablet: the navigation is a drawer and the header shows its controls as icons. */
export function useCompactShell(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(COMPACT_SHELL_BELOW), { noSsr: true });
}
