import type { EmotionCache } from '@emotion/react';
import { CacheProvider } from '@emotion/react';
import { type Theme, ThemeProvider } from '@mui/material';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface ShellStyles {
  theme: Theme;
  /** The shell's style cache (one per direction); null outside one. */
  cache: EmotionCache | null;
}

/** The shell's current MUI theme and style cache, for the React roots of hosted modules. */
export function createShellStyleStore(initial: ShellStyles) {
  let styles = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => styles,
    set(next: ShellStyles) {
      if (next.theme === styles.theme && next.cache === styles.cache) return;
      styles = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ShellStyleStore = ReturnType<typeof createShellStyleStore>;

/**
 * `host.ShellProviders`: a module's React tree (its own root, the shell's React) gets the shell's theme, direction,
 * style cache and i18next, and follows their changes.
 */
export function shellProvidersOf(store: ShellStyleStore, i18n: I18n) {
  return function ShellProviders({ children }: { children?: ReactNode }) {
    const { theme, cache } = useSyncExternalStore(store.subscribe, store.get);
    const themed = (
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    );
    return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed;
  };
}
