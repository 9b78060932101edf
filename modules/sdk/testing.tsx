import { createTheme, ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';

import { withContextGetters } from './context-getters.ts';
import {
  HOST_API_VERSION,
  type ModuleContext,
  type ModuleContextChange,
  type ModuleHost,
  type ModuleLocation,
  type ModuleNavigateOptions,
  type ModuleToast,
  type SessionEndingHandler,
  type SessionEndingReason,
  SHARED_LIBRARY_VERSIONS,
  type TextDirection,
  type ThemeMode,
} from './index.ts';

/** An answer of the fake `host.fetch`: a Response, or any other value, sent as JSON with status 200. */
export type FakeAnswer = Response | unknown;

/**
 * The fake platform API: `{ '/api/…': answer }` (or `'POST /api/…'`; a function is called per request), or one
 * function for every request. A path it does not know answers 404.
 */
export type FakeApi =
  | Record<string, FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>)>
  | ((path: string, init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>);

type SessionContext = Omit<ModuleContext, 'language' | 'direction' | 'theme' | 'location'>;

export interface TestHostOptions {
  /** The module's path; `/my-module` by default. */
  basePath?: string;
  /** The user's language; `en-us` by default. Its direction follows unless `direction` says otherwise. */
  language?: string;
  direction?: TextDirection;
  theme?: ThemeMode;
  /** The address below `basePath` the module opens at (`/items/2?tab=notes`); the base by default. */
  location?: string;
  /** The session (user, tenant, organisation, role, permissions, formats); Ada Admin of Acme Corp by default. */
  context?: Partial<SessionContext>;
  api?: FakeApi;
}

/** What the module asked of the shell, in order. */
export interface TestHostCalls {
  fetch: { path: string; init: RequestInit | undefined }[];
  navigate: { path: string; options: ModuleNavigateOptions | undefined }[];
  toast: ModuleToast[];
  setTitle: (string | null)[];
  setUnsaved: boolean[];
  reportError: unknown[];
}

/** A complete `host` for a module's unit tests, and the means to act as the shell would. */
export interface TestHost extends ModuleHost {
  readonly calls: TestHostCalls;
  /** The last `setTitle` text (null: the module's own title). */
  readonly title: string | null;
  /** The last `setUnsaved` value. */
  readonly unsaved: boolean;
  /** Listeners the module still has through `subscribe` (0 after a clean unmount). */
  readonly listenerCount: number;
  /** Handlers the module still has through `onSessionEnding` (0 after a clean unmount). */
  readonly sessionEndingHandlerCount: number;
  /** The user changes language (and with it the direction, unless given): i18next follows, `language` is announced. */
  setLanguage(language: string, direction?: TextDirection): Promise<void>;
  setTheme(theme: ThemeMode): void;
  /** The user moves below the module's path (`/items/2`, `?tab=notes`, ''): `location` is announced. */
  setLocation(path: string): void;
  /** The session changes (a switch of organisation or role, new permissions or formats): each change is announced. */
  setContext(context: Partial<SessionContext>): void;
  /** The session ends (logout by default): every `onSessionEnding` handler runs, and is awaited. */
  endSession(reason?: SessionEndingReason): Promise<void>;
}

/** Written right to left, as the shell gives them when the platform declares no direction. */
const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'];
const directionOf = (language: string): TextDirection =>
  RTL_LANGUAGES.includes(language.toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';

const DEFAULT_SESSION: SessionContext = {
  user: { email: 'ada@acme.test', name: 'Ada Admin' },
  tenant: { guid: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001', name: 'Acme Corp' },
  organizationGroup: { id: 'org-group-1', name: 'Acme Group' },
  organization: { id: 'org-1', name: 'Acme Europe' },
  role: { id: 'role-1', name: 'Administrator' },
  permissions: [],
  formats: { date: 'dd/MM/yyyy', time: 'HH:mm' },
};

const APP_ORIGIN = 'https://app.invalid';

/** `/items/2?tab=notes#a` as the three parts of a location. */
function locationOf(path: string): ModuleLocation {
  const url = new URL(path, `${APP_ORIGIN}/`);
  const pathname = path.startsWith('?') || path.startsWith('#') || path === '' ? '' : url.pathname;
  return { pathname: pathname === '/' ? '' : pathname, search: url.search, hash: url.hash };
}

function answerOf(value: FakeAnswer): Response {
  if (value instanceof Response) return value;
  return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const notFound = (path: string) =>
  new Response(JSON.stringify({ status: 404, title: 'Not Found', detail: `The test host knows no ${path}` }), {
    status: 404,
    headers: { 'Content-Type': 'application/problem+json' },
  });

async function fakeAnswer(api: FakeApi | undefined, path: string, init: RequestInit | undefined): Promise<Response> {
  if (typeof api === 'function') return answerOf(await api(path, init));
  const method = (init?.method ?? 'GET').toUpperCase();
  const pathname = path.split('?')[0] ?? path;
  const keys = [`${method} ${path}`, `${method} ${pathname}`, ...(method === 'GET' ? [path, pathname] : [])];
  const key = keys.find((candidate) => api && candidate in api);
  if (key === undefined || !api) return notFound(path);
  const answer = api[key];
  return answerOf(typeof answer === 'function' ? await (answer as (init?: RequestInit) => unknown)(init) : answer);
}

/**
 * A `host` as the shell gives one, for a module's unit tests (vitest with jsdom, or any runner): a fake platform API,
 * every call recorded, and the shell's part played on demand: language and direction, theme, location, session,
 * the session's end. `ShellProviders` gives a React tree an MUI theme in the host's direction and mode, and the
 * host's i18next.
 */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  const basePath = options.basePath ?? '/my-module';
  const language = (options.language ?? 'en-us').toLowerCase();
  let context: ModuleContext = {
    ...DEFAULT_SESSION,
    ...options.context,
    language,
    direction: options.direction ?? directionOf(language),
    theme: options.theme ?? 'light',
    location: locationOf(options.location ?? ''),
  };
  const listeners = new Set<(context: ModuleContext, change: ModuleContextChange) => void>();
  const sessionEndingHandlers = new Set<SessionEndingHandler>();
  const calls: TestHostCalls = { fetch: [], navigate: [], toast: [], setTitle: [], setUnsaved: [], reportError: [] };
  const themeListeners = new Set<() => void>();
  const announce = (next: Partial<ModuleContext>, change: ModuleContextChange) => {
    context = { ...context, ...next };
    themeListeners.forEach((listener) => listener());
    [...listeners].forEach((listener) => listener(context, change));
  };

  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    initAsync: false,
    fallbackLng: false,
    lowerCaseLng: true,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    resources: {},
    react: { useSuspense: false },
  });

  let theme = createTheme({ direction: context.direction, palette: { mode: context.theme } });
  let themeOf = `${context.direction}:${context.theme}`;
  const currentTheme = () => {
    const key = `${context.direction}:${context.theme}`;
    if (key !== themeOf) {
      themeOf = key;
      theme = createTheme({ direction: context.direction, palette: { mode: context.theme } });
    }
    return theme;
  };
  const subscribeToTheme = (listener: () => void) => {
    themeListeners.add(listener);
    return () => themeListeners.delete(listener);
  };
  function ShellProviders({ children }: { children?: ReactNode }) {
    const current = useSyncExternalStore(subscribeToTheme, currentTheme);
    return (
      <ThemeProvider theme={current}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    );
  }

  /**
   * Where `navigate(path)` leads below `basePath` (null: out of the module), as in the shell: a path without a leading
   * slash is relative to the module's path; another origin is refused.
   */
  const locationAfter = (path: string): ModuleLocation | null => {
    const target = new URL(path, `${APP_ORIGIN}${path.startsWith('/') ? '' : `${basePath}/`}`);
    if (target.origin !== APP_ORIGIN || path.startsWith('//')) {
      throw new TypeError(`host.navigate takes a path of the app, not ${path}.`);
    }
    const { pathname, search, hash } = target;
    if (pathname === basePath || pathname === `${basePath}/`) return { pathname: '', search, hash };
    return pathname.startsWith(`${basePath}/`) ? { pathname: pathname.slice(basePath.length), search, hash } : null;
  };

  let title: string | null = null;
  let unsaved = false;
  const members: Omit<TestHost, keyof ModuleContext> = {
    apiVersion: HOST_API_VERSION,
    sharedLibraries: SHARED_LIBRARY_VERSIONS,
    basePath,
    i18n,
    ShellProviders,
    async fetch(path, init) {
      calls.fetch.push({ path, init });
      if (!path.startsWith('/api/')) throw new TypeError(`host.fetch reaches the platform API only (/api/…): ${path}`);
      return fakeAnswer(options.api, path, init);
    },
    navigate(path, navigateOptions) {
      calls.navigate.push({ path, options: navigateOptions });
      const location = locationAfter(path);
      if (location) announce({ location }, 'location');
    },
    toast(toast) {
      calls.toast.push(toast);
    },
    setTitle(text) {
      calls.setTitle.push(text);
      title = text;
    },
    setUnsaved(value) {
      calls.setUnsaved.push(value);
      unsaved = value;
    },
    onSessionEnding(handler) {
      sessionEndingHandlers.add(handler);
      return () => sessionEndingHandlers.delete(handler);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportError(error) {
      calls.reportError.push(error);
    },
    calls,
    get title() {
      return title;
    },
    get unsaved() {
      return unsaved;
    },
    get listenerCount() {
      return listeners.size;
    },
    get sessionEndingHandlerCount() {
      return sessionEndingHandlers.size;
    },
    async setLanguage(next, direction) {
      const code = next.toLowerCase();
      await i18n.changeLanguage(code);
      announce({ language: code, direction: direction ?? directionOf(code) }, 'language');
    },
    setTheme(mode) {
      announce({ theme: mode }, 'theme');
    },
    setLocation(path) {
      announce({ location: locationOf(path) }, 'location');
    },
    setContext(next) {
      const { permissions, formats, ...session } = next;
      if (Object.keys(session).length) announce(session, 'context');
      if (permissions) announce({ permissions }, 'permissions');
      if (formats) announce({ formats }, 'formats');
    },
    async endSession(reason = 'logout') {
      await Promise.all([...sessionEndingHandlers].map(async (handler) => handler(reason)));
    },
  };
  const host: TestHost = withContextGetters(members, () => context);
  return host;
}
