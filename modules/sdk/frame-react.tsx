import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { type CSSProperties, type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import type { ThemeTokens } from './bridge-protocol.ts';
import { connectFrameHost, type ConnectToShellOptions, type ShellProvidersParts } from './frame-host.ts';
import type { ModuleHost } from './index.ts';

/**
 * @trellis/module-sdk/frame-react: a framed React module's start. Its `host.ShellProviders` builds the shell's MUI
 * theme from the tokens the shell sends, with the frame's own React, MUI and emotion.
 */

export { HOST_API_VERSION } from './index.ts';
export type { ConnectToShellOptions } from './frame-host.ts';

/** The shell's theme, rebuilt in the frame from its tokens. */
function themeOf(tokens: ThemeTokens): Theme {
  const { palette, typography } = tokens;
  return createTheme({
    direction: tokens.direction,
    palette: {
      mode: tokens.mode,
      primary: { main: palette.primary.main },
      secondary: { main: palette.secondary.main },
      background: { default: palette.background.default, paper: palette.background.paper },
    },
    typography: {
      fontFamily: typography.fontFamily,
      fontSize: typography.fontSize,
      button: {
        textTransform: typography.button.textTransform as CSSProperties['textTransform'],
        fontWeight: typography.button.fontWeight,
      },
    },
    shape: { borderRadius: tokens.shape.borderRadius },
    spacing: tokens.spacing,
  });
}

/** The theme to draw with: the shell's tokens, or until they come the context's direction and mode. */
function shellThemeStore({ host, themeTokens }: ShellProvidersParts) {
  let built: { from: ThemeTokens | string; theme: Theme } | undefined;
  return {
    subscribe(listener: () => void) {
      const stops = [themeTokens.subscribe(listener), host.subscribe(() => listener())];
      return () => stops.forEach((stop) => stop());
    },
    current(): Theme {
      const tokens = themeTokens.current();
      const from = tokens ?? `${host.direction} ${host.theme}`;
      if (built?.from !== from) {
        const theme = tokens
          ? themeOf(tokens)
          : createTheme({ direction: host.direction, palette: { mode: host.theme } });
        built = { from, theme };
      }
      return built.theme;
    },
  };
}

function shellProvidersOf(parts: ShellProvidersParts) {
  const store = shellThemeStore(parts);
  // Right to left, styles are mirrored as they are written (margin-left becomes margin-right): one cache per direction.
  const styleCaches = {
    ltr: createCache({ key: 'mui' }),
    rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  };
  return function ShellProviders({ children }: { children?: ReactNode }) {
    const theme = useSyncExternalStore(store.subscribe, store.current);
    return (
      <CacheProvider value={styleCaches[theme.direction]}>
        <ThemeProvider theme={theme}>
          <I18nextProvider i18n={parts.host.i18n}>{children}</I18nextProvider>
        </ThemeProvider>
      </CacheProvider>
    );
  };
}

/**
 * `connectToShell` of `@trellis/module-sdk/frame` for a React module: `host.ShellProviders` gives the tree the shell's
 * theme (following each change), a style cache for its direction and `host.i18n`; the page's `dir` and `lang` follow
 * the user's language.
 */
export async function connectToShell(options: ConnectToShellOptions): Promise<ModuleHost> {
  const host = await connectFrameHost(options, shellProvidersOf);
  const root = (options.window ?? globalThis.window).document.documentElement;
  const followLanguage = () => {
    root.dir = host.direction;
    root.lang = host.language;
  };
  followLanguage();
  host.subscribe(followLanguage);
  return host;
}
