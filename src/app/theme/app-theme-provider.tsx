import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { brandColorsOf, brandingQuery } from '@/entities/branding';
import { $tenantGuid } from '@/entities/session';
import { $declaredDirections } from '@/features/change-language';
import { $prefersDark, $theme, resolveTheme } from '@/features/change-theme';
import { directionOf } from '@/shared/i18n';

import { createAppTheme } from './create-app-theme';

// Right to left, styles are mirrored as they are written (margin-left becomes margin-right): one cache per direction.
const STYLE_CACHES = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The MUI theme of the tenant's brand, the chosen theme and the language's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const declaredDirections = useUnit($declaredDirections);
  const direction = directionOf(i18n.language, declaredDirections[i18n.language]);
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  const tenantGuid = useUnit($tenantGuid);
  const { data: branding } = useQuery(brandingQuery(tenantGuid));
  const [theme, prefersDark] = useUnit([$theme, $prefersDark]);
  const resolved = resolveTheme(theme, prefersDark);
  const colors = brandColorsOf(branding);
  const muiTheme = useMemo(
    () => createAppTheme(colors, resolved, direction),
    [colors.primary, colors.secondary, colors.tertiary, resolved, direction], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The same element while theme and direction stay: a render here for anything else (a language listed, a query
  // settled) renders MUI's providers and the baseline's global styles again, on a phone's main thread after its paint.
  return useMemo(
    () => (
      <CacheProvider value={STYLE_CACHES[direction]}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    ),
    [direction, muiTheme, children],
  );
}
