import type { i18n as I18n } from 'i18next';
import i18next from 'i18next';
import type { ComponentType, ReactNode } from 'react';

import {
  BRIDGE_LIMITS,
  type BridgedContext,
  FRAME_TEXT_LIMITS,
  type FrameMessage,
  type ShellMessage,
  shellMessageSchema,
  type ThemeTokens,
} from './bridge-protocol.ts';
import { withContextGetters } from './context-getters.ts';
import { createFramedFetch } from './frame-fetch.ts';
import { listenForShell, type ShellConnection } from './frame-handshake.ts';
import { focusFrameEdge, watchFramePage } from './frame-page.ts';
import { createSessionEnding } from './frame-session-ending.ts';
import type { ModuleContext, ModuleContextChange, ModuleHost } from './index.ts';

export interface ConnectToShellOptions {
  /** The shells the module trusts (`https://shell.example.com`): a connect message from any other origin is ignored. */
  shellOrigins: readonly string[];
  /** The module's `requires.host` range, which the shell checks as for an in-page module. */
  requires?: string;
  /** The frame's window; the page's by default (tests give their own). */
  window?: Window;
}

/** The shell's theme tokens as they come (null until the first). */
export interface ThemeTokenFeed {
  current(): ThemeTokens | null;
  subscribe(listener: () => void): () => void;
}

/** What a `ShellProviders` is built from: the host (without it) and the shell's theme tokens. */
export interface ShellProvidersParts {
  host: Omit<ModuleHost, 'ShellProviders'>;
  themeTokens: ThemeTokenFeed;
}

export type ShellProvidersFactory = (parts: ShellProvidersParts) => ComponentType<{ children?: ReactNode }>;

type ContextListener = (context: ModuleContext, change: ModuleContextChange) => void;
type PostToShell = (message: FrameMessage, transfer?: Transferable[]) => void;

const cut = (text: string, length: number) => text.slice(0, length);

function errorReportOf(error: unknown): Extract<FrameMessage, { type: 'report-error' }> {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  return {
    type: 'report-error',
    name: cut(String(name), FRAME_TEXT_LIMITS.errorName),
    message: cut(String(message), FRAME_TEXT_LIMITS.errorMessage),
    stack: cut(String(stack ?? ''), FRAME_TEXT_LIMITS.errorStack),
  };
}

/** The frame's own i18next: it holds the texts the shell sends, never the shell's instance. */
function createFrameI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    initAsync: false,
    fallbackLng: false,
    lowerCaseLng: true,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    resources: {},
    // The shell's texts come after the first context: a tree already drawn shows them as they are added.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return i18n;
}

function createThemeTokenFeed() {
  let tokens: ThemeTokens | null = null;
  const listeners = new Set<() => void>();
  const feed: ThemeTokenFeed = {
    current: () => tokens,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const receive = (next: ThemeTokens) => {
    tokens = next;
    [...listeners].forEach((listener) => listener());
  };
  return { feed, receive };
}

/** The host of a connected frame, built from the bridge; resolves at the shell's first context. */
function openBridge(
  window: Window,
  connection: ShellConnection,
  requires: string | null,
  shellProvidersOf: ShellProvidersFactory,
  onConnected: (host: ModuleHost) => void,
) {
  const { port, moduleId, shellOrigin } = connection;
  const post: PostToShell = (message, transfer = []) => port.postMessage(message, transfer);
  const listeners = new Set<ContextListener>();
  const i18n = createFrameI18n();
  const themeTokens = createThemeTokenFeed();
  const framedFetch = createFramedFetch(post);
  const sessionEnding = createSessionEnding(post);
  let context: BridgedContext;
  let connected = false;

  const members: Omit<ModuleHost, 'ShellProviders' | keyof ModuleContext> = {
    get apiVersion() {
      return context.apiVersion;
    },
    get basePath() {
      return context.basePath;
    },
    // A framed module brings its own libraries: the shell shares none with it.
    sharedLibraries: Object.freeze({}),
    i18n,
    fetch: framedFetch.fetch,
    navigate(path, options) {
      if (path.startsWith('//') || new URL(path, `${shellOrigin}/`).origin !== shellOrigin) {
        throw new TypeError(`host.navigate takes a path of the app, not ${path}.`);
      }
      post({ type: 'navigate', path, replace: options?.replace ?? false });
    },
    setTitle: (text) => post({ type: 'set-title', text: text === null ? null : cut(text, FRAME_TEXT_LIMITS.title) }),
    setUnsaved: (unsaved) => post({ type: 'set-unsaved', unsaved }),
    toast: ({ message, severity = 'info' }) =>
      post({ type: 'toast', message: cut(message, FRAME_TEXT_LIMITS.toastMessage), severity }),
    reportError: (error) => post(errorReportOf(error)),
    onSessionEnding: sessionEnding.add,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const base: Omit<ModuleHost, 'ShellProviders'> = withContextGetters(members, () => context);
  const host: ModuleHost = Object.assign(base, {
    ShellProviders: shellProvidersOf({ host: base, themeTokens: themeTokens.feed }),
  });

  const receiveContext = (next: BridgedContext, change: ModuleContextChange | null) => {
    context = next;
    if (i18n.language !== next.language) void i18n.changeLanguage(next.language);
    if (!connected) {
      connected = true;
      watchFramePage(window, post);
      return onConnected(host);
    }
    if (change) [...listeners].forEach((listener) => listener(next, change));
  };

  const receive = (message: ShellMessage) => {
    switch (message.type) {
      case 'context':
        return receiveContext(message.context, message.change);
      case 'texts':
        // The tenant's texts go over the module's own, as in page.
        return void i18n.addResourceBundle(message.language, moduleId, message.texts, true, true);
      case 'theme':
        return themeTokens.receive(message.tokens);
      case 'fetch-result':
      case 'fetch-failed':
        return framedFetch.settle(message);
      case 'session-ending':
        return void sessionEnding.run(message);
      case 'focus':
        return focusFrameEdge(window.document, message.edge, post);
    }
  };

  let reportedBadMessage = false;
  port.onmessage = (event: MessageEvent) => {
    const parsed = shellMessageSchema.safeParse(event.data);
    if (parsed.success) return receive(parsed.data);
    if (reportedBadMessage) return;
    reportedBadMessage = true;
    console.error('Trellis: a message from the shell that is not of the bridge protocol was dropped.', parsed.error);
  };
  post({ type: 'hello', requires });
}

/**
 * The handshake and the bridge of docs/modules.md, section 9, with the `ShellProviders` `shellProvidersOf` builds:
 * resolves with the host at the shell's first context, and rejects when none came within the handshake's limit.
 */
export function connectFrameHost(
  options: ConnectToShellOptions,
  shellProvidersOf: ShellProvidersFactory,
): Promise<ModuleHost> {
  const window = options.window ?? globalThis.window;
  return new Promise((resolve, reject) => {
    let port: MessagePort | null = null;
    const stopListening = listenForShell(window, options.shellOrigins, (connection) => {
      port = connection.port;
      openBridge(window, connection, options.requires ?? null, shellProvidersOf, (host) => {
        clearTimeout(timeout);
        resolve(host);
      });
    });
    const timeout = setTimeout(() => {
      stopListening();
      port?.close();
      reject(new Error(`The shell did not connect within ${BRIDGE_LIMITS.handshakeTimeoutMs / 1000} s.`));
    }, BRIDGE_LIMITS.handshakeTimeoutMs);
  });
}
