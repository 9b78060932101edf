import { createRequire } from 'node:module';

import {
  type BridgedContext,
  CONNECT_MESSAGE_TYPE,
  type FrameMessage,
  type ShellMessage,
  type ThemeTokens,
} from './bridge-protocol.ts';

/** The shell of the frame tests: its origin, and what it sends at first. */
export const SHELL_ORIGIN = 'https://shell.example.test';
export const MODULE_ID = 'evidence';

export const FIRST_CONTEXT: BridgedContext = {
  apiVersion: '1.1.0',
  basePath: '/evidence',
  user: { email: 'ada@acme.test', name: 'Ada Admin' },
  tenant: { guid: 'tenant-1', name: 'Acme Corp' },
  organizationGroup: { id: 'group-1', name: 'Acme Group' },
  organization: { id: 'org-1', name: 'Acme Europe' },
  role: { id: 'role-1', name: 'Administrator' },
  permissions: ['Login', 'ViewEvidence'],
  formats: { date: 'dd/MM/yyyy', time: 'HH:mm' },
  language: 'en-us',
  direction: 'ltr',
  theme: 'light',
  location: { pathname: '/items/2', search: '?tab=notes', hash: '' },
};

export const TOKENS: ThemeTokens = {
  mode: 'light',
  direction: 'ltr',
  palette: {
    primary: { main: '#7b1fa2' },
    secondary: { main: '#00796b' },
    background: { default: '#fafafa', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'Inter, sans-serif',
    fontSize: 14,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 12 },
  spacing: 8,
};

type Page = Window & typeof globalThis;
// jsdom ships no types; this is the little of it a test page needs.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Page } };

interface ConnectEvent {
  data?: unknown;
  source?: unknown;
  origin?: string;
  ports?: MessagePort[];
}

/**
 * A shell as the frame sees it: the frame's window (an EventTarget of `page`, whose `parent` is the shell's, with the
 * page's document) receiving window messages, and the shell's end of a real MessageChannel. `received` is what the
 * frame posted, in order. A page of its own by default: one JSDOM per shell, in the test's realm, so that the bytes
 * crossing Node's MessageChannel are the ArrayBuffers the protocol's schemas know.
 */
export function createTestShell(page: Page = new JSDOM('<!doctype html><html><body></body></html>').window) {
  /** The window messages the frame posted to the shell's window, with the origin it addressed each to. */
  const readiness: { message: unknown; targetOrigin: string }[] = [];
  const parent = Object.assign(new page.EventTarget(), {
    postMessage: (message: unknown, targetOrigin: string) => readiness.push({ message, targetOrigin }),
  });
  const frameWindow = Object.assign(new page.EventTarget(), { parent, document: page.document });
  const channel = new MessageChannel();
  const received: FrameMessage[] = [];
  const waiters = new Set<() => void>();
  channel.port1.onmessage = (event: MessageEvent<FrameMessage>) => {
    received.push(event.data);
    waiters.forEach((check) => check());
  };
  /** Resolves with what `pick` finds among the frame's messages, as soon as it finds it. */
  const until = <Found>(pick: (messages: FrameMessage[]) => Found | undefined) =>
    new Promise<Found>((resolve) => {
      const check = () => {
        const found = pick(received);
        if (found === undefined) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });

  return {
    window: frameWindow as unknown as Window,
    document: page.document,
    received,
    readiness,
    until,
    /** Posts a window message to the frame: the shell's connect by default, with the partner of the shell's port. */
    connect(event: ConnectEvent = {}) {
      frameWindow.dispatchEvent(
        new page.MessageEvent('message', {
          data: event.data ?? { type: CONNECT_MESSAGE_TYPE, hostApiVersion: '1.1.0', moduleId: MODULE_ID },
          source: ('source' in event ? event.source : parent) as MessageEventSource,
          origin: event.origin ?? SHELL_ORIGIN,
          ports: event.ports ?? [channel.port2],
        }),
      );
    },
    send(message: ShellMessage, transfer: Transferable[] = []) {
      channel.port1.postMessage(message, transfer);
    },
    /** Posts what a shell of another protocol, or a broken one, might. */
    sendOutsideProtocol(message: unknown) {
      channel.port1.postMessage(message);
    },
    /** The message of `type` the frame posted (or will post) after the `skip` first ones. */
    next<Type extends FrameMessage['type']>(type: Type, skip = 0) {
      return until(
        (messages) =>
          messages.filter((message) => message.type === type)[skip] as Extract<FrameMessage, { type: Type }>,
      );
    },
    close: () => channel.port1.close(),
  };
}

export type TestShell = ReturnType<typeof createTestShell>;
