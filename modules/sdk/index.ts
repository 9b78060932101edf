import type { i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';

/**
 * @trellis/module-sdk: what a business module hosted by the Trellis shell may rely on (docs/modules.md). A module
 * build imports these types; it bundles nothing of the shell.
 */

export { SHARED_LIBRARIES, SHARED_LIBRARIES_GLOBAL, type SharedLibrary } from './shared-libraries';

export type TextDirection = 'ltr' | 'rtl';
export type ThemeMode = 'light' | 'dark';

/** What a module may know of the session; never a token. */
export interface ModuleContext {
  user: { email: string; name: string | null };
  tenant: { guid: string; name: string | null };
  /** The user's language, as the shell's (`en-us`, `ar`, …). */
  language: string;
  direction: TextDirection;
  theme: ThemeMode;
}

export type ModuleContextChange = 'language' | 'theme' | 'context';

export interface ModuleToast {
  message: string;
  severity?: 'success' | 'info' | 'warning' | 'error';
}

export interface ModuleHost extends Readonly<ModuleContext> {
  /** The path the module owns (`/onboarding`); the module's own routes are below it. */
  readonly basePath: string;
  /**
   * A fetch for the platform API (a path starting with `/api/`): the shell adds the bearer token, the portal prefix,
   * `Accept-Language` and the CSRF header, and refreshes the session once on a 401.
   */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Moves the shell to `path` (an app path, e.g. `${host.basePath}/step-2` or `/preferences`). */
  navigate(path: string): void;
  toast(toast: ModuleToast): void;
  /**
   * Calls `listener` with the new context after each change of language, theme, or tenant/user context; returns the
   * function that stops it. The shell stops every listener when the module is left.
   */
  subscribe(listener: (context: ModuleContext, change: ModuleContextChange) => void): () => void;
  /** The module failed after it mounted (e.g. React's `onUncaughtError`): the shell unmounts it and offers Retry. */
  reportError(error: unknown): void;
  /** The shell's i18next instance (the shared `i18next` library); add a bundle with the module's id as namespace. */
  readonly i18n: I18n;
  /**
   * React only: wraps a module's tree in the shell's MUI theme (tenant branding, direction, light or dark), style
   * cache and i18next, following every change. Use it with the shared `react` and `@mui/material`.
   */
  readonly ShellProviders: ComponentType<{ children?: ReactNode }>;
}

/** What a module's entry (an ES module) exports. */
export type MountModule = (container: HTMLElement, host: ModuleHost) => (() => void) | Promise<() => void>;

export interface ModuleEntryExports {
  mount: MountModule;
}
