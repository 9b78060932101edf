import type { i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';

/**
 * @trellis/module-sdk: what a business module hosted by the Trellis shell may rely on (docs/modules.md). A module
 * build imports these types; it bundles nothing of the shell.
 */

export {
  SHARED_LIBRARIES,
  SHARED_LIBRARIES_GLOBAL,
  SHARED_LIBRARY_VERSIONS,
  type SharedLibrary,
  type SharedLibraryPackage,
} from './shared-libraries.ts';

/**
 * The version of the host API this SDK describes (semver). A minor version adds members; a major version removes or
 * changes one (docs/modules.md, "Versions"). A manifest entry's `requires.host` range is checked against it.
 *
 * 1.1 added the framed mode (docs/modules.md, section 9): `connectToShell` (`@trellis/module-sdk/frame` and
 * `/frame-react`), the bridge protocol's schemas (`@trellis/module-sdk/bridge`) and the manifest entry's `isolation`,
 * `api` and `allow` fields. No in-page member changed.
 */
export const HOST_API_VERSION = '1.1.0';

export type TextDirection = 'ltr' | 'rtl';
export type ThemeMode = 'light' | 'dark';

/** A thing of the session's context by its id, with its name when the shell knows it. */
export interface NamedRef {
  id: string;
  name: string | null;
}

/** The address below the module's `basePath`: `/items/2` (or `''` at the base), `?tab=controls`, `#notes`. */
export interface ModuleLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The user's date and time formats (section 1's preferences), as date-fns patterns (`dd/MM/yyyy`, `HH:mm`). */
export interface ModuleFormats {
  /** A date-fns pattern for dates. */
  date: string;
  /** A date-fns pattern for times; null when the user chose not to display times. */
  time: string | null;
}

/** What a module may know of the session; never a token. */
export interface ModuleContext {
  user: { email: string; name: string | null };
  tenant: { guid: string; name: string | null };
  /** The session's organisation group, organisation and role (null where the session has none). */
  organizationGroup: NamedRef | null;
  organization: NamedRef | null;
  role: NamedRef | null;
  /** The user's permission names, as the route guards read them. */
  permissions: readonly string[];
  formats: ModuleFormats;
  /** The user's language, as the shell's (`en-us`, `ar`, …). */
  language: string;
  direction: TextDirection;
  theme: ThemeMode;
  location: ModuleLocation;
}

/**
 * What changed, as `subscribe` tells it: `language` (and direction), `theme`, `context` (user, tenant, organisation
 * group, organisation, role), `permissions`, `formats`, or `location` (the address below `basePath`).
 */
export type ModuleContextChange = 'language' | 'theme' | 'context' | 'permissions' | 'formats' | 'location';

export interface ModuleToast {
  message: string;
  severity?: 'success' | 'info' | 'warning' | 'error';
}

export interface ModuleNavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Why the session is ending or changing, as `onSessionEnding` handlers are told. */
export type SessionEndingReason = 'logout' | 'idle' | 'switch' | 'other-tab';

export type SessionEndingHandler = (reason: SessionEndingReason) => void | Promise<void>;

export interface ModuleHost extends Readonly<ModuleContext> {
  /** The host API version this shell offers (semver), e.g. `1.0.0`. */
  readonly apiVersion: string;
  /** The shared libraries of the import map and the versions this shell shares (package name → version). */
  readonly sharedLibraries: Readonly<Record<string, string>>;
  /** The path the module owns (`/onboarding`); the module's own routes are below it. */
  readonly basePath: string;
  /**
   * A fetch for the platform API (a path starting with `/api/`): the shell adds the bearer token, the portal prefix,
   * `Accept-Language` and the CSRF header, and refreshes the session once on a 401. A module's own backend on its own
   * origin is reached with the browser's `fetch`.
   */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Moves the shell to `path`: an app path (`/preferences`, `${host.basePath}/items/2`), or a path relative to
   * `basePath` without a leading slash (`items/2`, `?tab=controls`). Moving within the module keeps it mounted and
   * announces `location`.
   */
  navigate(path: string, options?: ModuleNavigateOptions): void;
  toast(toast: ModuleToast): void;
  /**
   * Sets the page's title (`<text> – <module title> – <product>`) and the name under which the page joins the
   * recently visited list; `null` goes back to the module's title.
   */
  setTitle(text: string | null): void;
  /**
   * While true, leaving the module asks the user first (and the browser's `beforeunload` too), and the switch prompt
   * says that unsaved work will be lost. The shell forgets it when the module is left.
   */
  setUnsaved(unsaved: boolean): void;
  /**
   * `handler` runs before logout, idle logoff, a tenant, role or organisation switch, or a forced logout from another
   * tab; the shell awaits every handler, 3 seconds at most in all, then goes on. Returns the function that removes it.
   */
  onSessionEnding(handler: SessionEndingHandler): () => void;
  /**
   * Calls `listener` with the new context after each change (see ModuleContextChange); returns the function that
   * stops it. The shell stops every listener when the module is left.
   */
  subscribe(listener: (context: ModuleContext, change: ModuleContextChange) => void): () => void;
  /**
   * The module failed after it mounted (e.g. React's `onUncaughtError`): the shell unmounts it, offers Retry and
   * reports the failure.
   */
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
