import { moduleContext as context } from '@test-support/module-context';
import type { FrameMessage, ShellMessage } from '@trellis/module-sdk/bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type BridgeOptions, openBridge } from './framed-module-bridge';
import { createModuleContextStore } from './module-context-store';

const TOKENS = {
  mode: 'light',
  direction: 'ltr',
  palette: {
    primary: { main: '#B3261E' },
    secondary: { main: '#3B1F1D' },
    background: { default: '#fff', paper: '#fff' },
  },
  typography: { fontFamily: 'Roboto', fontSize: 14, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 4 },
  spacing: 8,
} as const;

const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

/** The shell's end on port1; the test plays the frame on port2 and records what the shell sends it. */
function bridge(over: Partial<BridgeOptions> = {}) {
  const channel = new MessageChannel();
  const store = createModuleContextStore(context);
  const received: ShellMessage[] = [];
  channel.port2.onmessage = (event: MessageEvent<ShellMessage>) => received.push(event.data);
  const sessionEndingHandlers = new Set<(reason: string) => Promise<void>>();
  const services = {
    apiVersion: '1.1.0',
    basePath: '/evidence',
    fetch: vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
    navigate: vi.fn(),
    toast: vi.fn(),
    setTitle: vi.fn(),
    setUnsaved: vi.fn(),
    onSessionEnding: vi.fn((handler: (reason: string) => Promise<void>) => {
      sessionEndingHandlers.add(handler);
      return () => sessionEndingHandlers.delete(handler);
    }),
    i18n: {} as never,
  };
  const options: BridgeOptions = {
    moduleId: 'evidence',
    api: ['/api/evidence/'],
    port: channel.port1,
    context: store,
    services: services as never,
    textsOf: (language) => ({ greeting: `hello in ${language}` }),
    themeTokens: () => structuredClone(TOKENS) as never,
    onStylesOrTexts: () => () => undefined,
    onConnected: vi.fn(),
    onFailed: vi.fn(),
    onRefused: vi.fn(),
    onActivity: vi.fn(),
    onHeight: vi.fn(),
    onFocusLeaving: vi.fn(),
    ...over,
  };
  const { stop } = openBridge(options);
  opened.push(() => {
    stop();
    channel.port2.close();
  });
  /** What a frame posts: a message of the protocol, or anything else a hostile frame may send. */
  const frameSends = (message: FrameMessage | { type: string; [field: string]: unknown }) =>
    channel.port2.postMessage(message);
  return { options, services, store, received, frameSends, sessionEndingHandlers, stop };
}

/** Lets the messages posted so far arrive (each hop of a MessagePort is a task). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the shell's end of a framed module's bridge", () => {
  it('answers hello with the context, the module’s texts and the theme tokens, then follows context changes', async () => {
    const { received, frameSends, store, options } = bridge();
    frameSends({ type: 'hello', requires: '^1.0.0' });
    await delivered();
    expect(options.onConnected).toHaveBeenCalledTimes(1);
    expect(received.map((message) => message.type)).toEqual(['context', 'texts', 'theme']);
    expect(received[0]).toMatchObject({ context: { basePath: '/evidence', apiVersion: '1.1.0' }, change: null });
    expect(received[1]).toEqual({ type: 'texts', language: context.language, texts: expect.any(Object) });

    store.set({ ...context, language: 'ar', direction: 'rtl' });
    await delivered();
    expect(received.slice(3)).toEqual([
      expect.objectContaining({ type: 'context', change: 'language' }),
      { type: 'texts', language: 'ar', texts: { greeting: 'hello in ar' } },
      expect.objectContaining({ type: 'theme' }),
    ]);
  });

  it('sends the context as the data the contract lists, and nothing else', async () => {
    const { received, frameSends, store } = bridge();
    store.set({ ...context, accessToken: 'secret' } as typeof context);
    frameSends({ type: 'hello', requires: null });
    await delivered();
    const sent = received.find((message) => message.type === 'context');
    expect(Object.keys(sent?.type === 'context' ? sent.context : {}).sort()).toEqual(
      [...Object.keys(context), 'apiVersion', 'basePath'].sort(),
    );
  });

  it('refuses a module that needs a host API this shell does not offer', async () => {
    const { received, frameSends, options } = bridge();
    frameSends({ type: 'hello', requires: '^2.0.0' });
    await delivered();
    expect(options.onFailed).toHaveBeenCalledWith(expect.objectContaining({ name: 'HostVersionError' }));
    expect(received).toEqual([]);
  });

  it('does nothing a frame asks before its hello', async () => {
    const { services, frameSends } = bridge();
    frameSends({ type: 'navigate', path: '/preferences', replace: false });
    await delivered();
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('carries out navigate, titles, unsaved work, toasts, activity, height and focus', async () => {
    const { services, frameSends, options } = bridge();
    frameSends({ type: 'hello', requires: null });
    frameSends({ type: 'navigate', path: 'items/2', replace: true });
    frameSends({ type: 'set-title', text: 'Item 2' });
    frameSends({ type: 'set-unsaved', unsaved: true });
    frameSends({ type: 'toast', message: 'Saved', severity: 'success' });
    frameSends({ type: 'activity' });
    frameSends({ type: 'height', pixels: 640.2 });
    frameSends({ type: 'focus-leaving', edge: 'last' });
    await delivered();
    expect(services.navigate).toHaveBeenCalledWith('items/2', { replace: true });
    expect(services.setTitle).toHaveBeenCalledWith('Item 2');
    expect(services.setUnsaved).toHaveBeenCalledWith(true);
    expect(services.toast).toHaveBeenCalledWith({ message: 'Saved', severity: 'success' });
    expect(options.onActivity).toHaveBeenCalledTimes(1);
    expect(options.onHeight).toHaveBeenCalledWith(641);
    expect(options.onFocusLeaving).toHaveBeenCalledWith('last');
  });

  it('answers a granted fetch and refuses another path with 403, reporting that path once', async () => {
    const { services, frameSends, received, options } = bridge();
    frameSends({ type: 'hello', requires: null });
    frameSends({ type: 'fetch', id: 1, method: 'GET', path: '/api/evidence/v1/items', headers: [], body: null });
    for (const id of [2, 3])
      frameSends({ type: 'fetch', id, method: 'GET', path: '/api/access/v1/users', headers: [], body: null });
    await delivered();
    const answers = received.filter((message) => message.type === 'fetch-result');
    expect(answers.map((answer) => [answer.id, answer.status])).toEqual([
      [1, 200],
      [2, 403],
      [3, 403],
    ]);
    expect(services.fetch).toHaveBeenCalledTimes(1);
    expect(options.onRefused).toHaveBeenCalledTimes(1);
  });

  it('runs the session’s end through the frame: the shell waits for its done', async () => {
    const { frameSends, received, sessionEndingHandlers } = bridge();
    frameSends({ type: 'hello', requires: null });
    frameSends({ type: 'session-ending-handlers', registered: true });
    await delivered();
    const [handler] = [...sessionEndingHandlers];
    let ended = false;
    const ending = handler!('logout').then(() => (ended = true));
    await delivered();
    const notice = received.find((message) => message.type === 'session-ending');
    expect(notice).toMatchObject({ reason: 'logout' });
    expect(ended).toBe(false);
    frameSends({ type: 'session-ending-done', id: (notice as { id: number }).id });
    await ending;
    expect(ended).toBe(true);
    frameSends({ type: 'session-ending-handlers', registered: false });
    await delivered();
    expect(sessionEndingHandlers.size).toBe(0);
  });

  it('drops messages that are not of the protocol, or beyond its limits, reporting that once', async () => {
    const { frameSends, options, services } = bridge();
    frameSends({ type: 'hello', requires: null });
    frameSends({ type: 'navigate', path: 42 });
    frameSends({ type: 'steal-token' });
    frameSends({ type: 'toast', message: 'x'.repeat(3_000), severity: 'info' });
    await delivered();
    expect(services.navigate).not.toHaveBeenCalled();
    expect(services.toast).not.toHaveBeenCalled();
    expect(options.onRefused).toHaveBeenCalledTimes(1);
  });

  it('drops a flood beyond 100 messages a second, reporting it once, and hears the frame again the next second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { frameSends, options, services } = bridge();
      frameSends({ type: 'hello', requires: null });
      for (let index = 0; index < 150; index += 1) frameSends({ type: 'set-title', text: `t${index}` });
      await delivered();
      expect(services.setTitle).toHaveBeenCalledTimes(99);
      expect(options.onRefused).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 1_000);
      frameSends({ type: 'set-title', text: 'again' });
      await delivered();
      expect(services.setTitle).toHaveBeenLastCalledWith('again');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops hearing the frame, and ends its session-ending hold, when the module is left', async () => {
    const { frameSends, services, sessionEndingHandlers, stop } = bridge();
    frameSends({ type: 'hello', requires: null });
    frameSends({ type: 'session-ending-handlers', registered: true });
    await delivered();
    stop();
    frameSends({ type: 'navigate', path: '/x', replace: false });
    await delivered();
    expect(services.navigate).not.toHaveBeenCalled();
    expect(sessionEndingHandlers.size).toBe(0);
  });
});
