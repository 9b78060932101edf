import { type FrameMessage, frameMessageSchema } from '@trellis/module-sdk/bridge';
import { connectToShell, type ConnectToShellOptions } from '@trellis/module-sdk/frame';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestShell, FIRST_CONTEXT, MODULE_ID, SHELL_ORIGIN, type TestShell } from './frame-test-shell.ts';
import type { ModuleContextChange, ModuleHost } from './index.ts';

const shells: TestShell[] = [];
afterEach(() => shells.splice(0).forEach((shell) => shell.close()));

function testShell() {
  const shell = createTestShell();
  shells.push(shell);
  return shell;
}

const connecting = (shell: TestShell, options: Partial<ConnectToShellOptions> = {}) =>
  connectToShell({ shellOrigins: ['https://other-shell.test', SHELL_ORIGIN], window: shell.window, ...options });

async function connected(shell: TestShell, options: Partial<ConnectToShellOptions> = {}) {
  const host = connecting(shell, options);
  shell.connect();
  await shell.next('hello');
  shell.send({ type: 'context', context: FIRST_CONTEXT, change: null });
  return host;
}

/** Resolves once every message the frame posted before it has reached the shell (one port keeps their order). */
async function allPosted(shell: TestShell, host: ModuleHost) {
  const marker = `all posted ${Math.random()}`;
  host.setTitle(marker);
  const isMarker = (message: FrameMessage) => message.type === 'set-title' && message.text === marker;
  await shell.until((messages) => (messages.some(isMarker) ? true : undefined));
  shell.received.splice(shell.received.findIndex(isMarker), 1);
}

const within = <T>(promise: Promise<T>, ms = 2_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

const postedOn = (port: MessagePort) => vi.spyOn(port, 'postMessage');

describe('connectToShell: the handshake', () => {
  it('takes only the shell’s connect from the parent window and a trusted origin, with one port', async () => {
    const shell = testShell();
    const host = connecting(shell, { requires: '^1.1.0' });
    const strangers = Array.from({ length: 5 }, () => new MessageChannel());
    const tries = strangers.map(({ port2 }) => postedOn(port2));
    shell.connect({ origin: 'https://evil.test', ports: [strangers[0]!.port2] });
    shell.connect({ source: new EventTarget(), ports: [strangers[1]!.port2] });
    shell.connect({ source: null, ports: [strangers[2]!.port2] });
    shell.connect({ data: { type: 'trellis:connect', moduleId: MODULE_ID }, ports: [strangers[3]!.port2] });
    shell.connect({ ports: [strangers[4]!.port2, new MessageChannel().port2] });
    shell.connect({ ports: [] });
    tries.forEach((posted) => expect(posted).not.toHaveBeenCalled());

    // Ready, told to each shell it trusts: only the one that is its parent hears it.
    expect(shell.readiness.map(({ targetOrigin }) => targetOrigin)).toEqual(['https://other-shell.test', SHELL_ORIGIN]);
    expect(shell.readiness.every(({ message }) => JSON.stringify(message) === '{"type":"trellis:ready"}')).toBe(true);
    shell.connect();
    expect(await within(shell.next('hello'))).toEqual({ type: 'hello', requires: '^1.1.0' });
    shell.send({ type: 'context', context: FIRST_CONTEXT, change: null });
    expect((await host).user.email).toBe('ada@acme.test');
    strangers.forEach(({ port1 }) => port1.close());
  });

  it('says hello without a range when the module gives none, and ignores window messages once connected', async () => {
    const shell = testShell();
    const host = await connected(shell);
    expect(shell.received[0]).toEqual({ type: 'hello', requires: null });

    const late = new MessageChannel();
    const posted = postedOn(late.port2);
    shell.connect({ ports: [late.port2] });
    expect(posted).not.toHaveBeenCalled();
    expect(host.basePath).toBe('/evidence');
    late.port1.close();
  });

  it('rejects when no context came within 10 s', async () => {
    vi.useFakeTimers();
    const shell = testShell();
    let outcome: unknown = 'pending';
    connecting(shell).then(
      () => (outcome = 'resolved'),
      (error: Error) => (outcome = error),
    );
    shell.connect();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(/within 10 s/);
  });
});

describe('connectToShell: the host', () => {
  it('answers the latest context and announces each change, until unsubscribed', async () => {
    const shell = testShell();
    const host = await connected(shell);
    expect({
      apiVersion: host.apiVersion,
      basePath: host.basePath,
      user: host.user,
      tenant: host.tenant,
      organizationGroup: host.organizationGroup,
      organization: host.organization,
      role: host.role,
      permissions: host.permissions,
      formats: host.formats,
      language: host.language,
      direction: host.direction,
      theme: host.theme,
      location: host.location,
    }).toEqual(FIRST_CONTEXT);
    expect(host.sharedLibraries).toEqual({});
    expect(Object.isFrozen(host.sharedLibraries)).toBe(true);

    const heard: [ModuleContextChange, string][] = [];
    let announced = () => {};
    const stop = host.subscribe((context, change) => {
      heard.push([change, context.location.pathname]);
      announced();
    });
    const nextAnnouncement = () => new Promise<void>((resolve) => (announced = resolve));
    let announcement = nextAnnouncement();
    shell.send({ type: 'context', context: { ...FIRST_CONTEXT, theme: 'dark' }, change: null });
    shell.send({
      type: 'context',
      context: { ...FIRST_CONTEXT, theme: 'dark', location: { pathname: '/items/3', search: '', hash: '' } },
      change: 'location',
    });
    await announcement;
    expect(heard).toEqual([['location', '/items/3']]);
    expect([host.theme, host.location.pathname]).toEqual(['dark', '/items/3']);

    announcement = nextAnnouncement();
    shell.send({ type: 'context', context: { ...FIRST_CONTEXT, language: 'de' }, change: 'language' });
    await announcement;
    expect([heard.at(-1)?.[0], host.language, host.i18n.language]).toEqual(['language', 'de', 'de']);

    stop();
    shell.send({ type: 'context', context: { ...FIRST_CONTEXT, permissions: ['Login'] }, change: 'permissions' });
    await vi.waitFor(() => expect(host.permissions).toEqual(['Login']));
    expect(heard).toHaveLength(2);
  });

  it('posts navigate, setTitle, setUnsaved, toast and reportError as the protocol’s messages, cut to its limits', async () => {
    const shell = testShell();
    const host = await connected(shell);
    const from = shell.received.length;
    host.navigate('items/3');
    host.navigate('/preferences', { replace: true });
    expect(() => host.navigate('https://evil.test/x')).toThrow(TypeError);
    expect(() => host.navigate('//evil.test/x')).toThrow(TypeError);
    host.setTitle('x'.repeat(600));
    host.setTitle(null);
    host.setUnsaved(true);
    host.toast({ message: 'Saved' });
    host.toast({ message: 'Careful', severity: 'warning' });
    host.reportError(Object.assign(new RangeError('m'.repeat(3_000)), { stack: 's'.repeat(30_000) }));
    host.reportError('a plain string');
    await allPosted(shell, host);

    const sent = shell.received.slice(from);
    expect(sent).toEqual([
      { type: 'navigate', path: 'items/3', replace: false },
      { type: 'navigate', path: '/preferences', replace: true },
      { type: 'set-title', text: 'x'.repeat(500) },
      { type: 'set-title', text: null },
      { type: 'set-unsaved', unsaved: true },
      { type: 'toast', message: 'Saved', severity: 'info' },
      { type: 'toast', message: 'Careful', severity: 'warning' },
      { type: 'report-error', name: 'RangeError', message: 'm'.repeat(2_000), stack: 's'.repeat(20_000) },
      { type: 'report-error', name: 'Error', message: 'a plain string', stack: expect.any(String) },
    ]);
    sent.forEach((message) => expect(frameMessageSchema.safeParse(message).success).toBe(true));
  });

  it('holds the texts the shell sends under the module’s namespace, in the user’s language', async () => {
    const shell = testShell();
    const connectingHost = connecting(shell);
    shell.connect();
    await shell.next('hello');
    shell.send({ type: 'texts', language: 'en-us', texts: { greeting: 'Hello, {{name}}' } });
    shell.send({ type: 'context', context: FIRST_CONTEXT, change: null });
    const host = await connectingHost;
    expect(host.i18n.t('greeting', { ns: MODULE_ID, name: 'Ada' })).toBe('Hello, Ada');

    shell.send({
      type: 'context',
      context: { ...FIRST_CONTEXT, language: 'ar', direction: 'rtl' },
      change: 'language',
    });
    shell.send({ type: 'texts', language: 'ar', texts: { greeting: 'مرحبًا، {{name}}' } });
    await vi.waitFor(() => expect(host.i18n.t('greeting', { ns: MODULE_ID, name: 'Ada' })).toBe('مرحبًا، Ada'));
    expect(host.i18n.t('greeting', { ns: 'translation' })).toBe('greeting');
  });

  it('refers a React tree to frame-react: this entry brings no React', async () => {
    const host = await connected(testShell());
    expect(() => (host.ShellProviders as (props: object) => unknown)({})).toThrow(/@trellis\/module-sdk\/frame-react/);
  });
});

describe('connectToShell: host.fetch', () => {
  const answer = (shell: TestShell, id: number, status = 200, body: string | null = '{"ok":true}') =>
    shell.send({
      type: 'fetch-result',
      id,
      status,
      statusText: status === 201 ? 'Created' : '',
      headers: [['content-type', 'application/json']],
      body: body === null ? null : new TextEncoder().encode(body).buffer,
    });

  it('sends a FormData body as bytes with its multipart type, and answers with the shell’s response', async () => {
    const shell = testShell();
    const host = await connected(shell);
    const form = new FormData();
    form.append('title', 'Audit 2026');
    form.append('file', new Blob(['evidence bytes'], { type: 'text/plain' }), 'notes.txt');
    const response = host.fetch('/api/evidence/v1/items?draft=1', { method: 'POST', body: form });

    const request = await shell.next('fetch');
    expect(request).toMatchObject({ method: 'POST', path: '/api/evidence/v1/items?draft=1' });
    const contentType = new Map(request.headers).get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toBeInstanceOf(ArrayBuffer);
    const received = await new Response(request.body, { headers: { 'content-type': contentType } }).formData();
    expect(received.get('title')).toBe('Audit 2026');
    expect(await (received.get('file') as Blob).text()).toBe('evidence bytes');

    answer(shell, request.id, 201);
    const answered = await response;
    expect([answered.status, answered.statusText, answered.headers.get('content-type')]).toEqual([
      201,
      'Created',
      'application/json',
    ]);
    expect(await answered.json()).toEqual({ ok: true });
  });

  it('sends a string body as its UTF-8 bytes, and only the allowed request headers', async () => {
    const shell = testShell();
    const host = await connected(shell);
    void host.fetch('/api/evidence/v1/notes', {
      method: 'patch',
      body: 'Prüfung bestanden',
      headers: { Authorization: 'Bearer stolen', 'X-Trace': '1', Accept: 'text/plain', 'If-Match': '"v3"' },
    });
    const request = await shell.next('fetch');
    expect(request.method).toBe('PATCH');
    expect(new TextDecoder().decode(request.body!)).toBe('Prüfung bestanden');
    expect(Object.fromEntries(request.headers)).toEqual({
      accept: 'text/plain',
      'content-type': 'text/plain;charset=UTF-8',
      'if-match': '"v3"',
    });
  });

  it('gives a bodiless answer no body, a failure a TypeError, and an abort its reason', async () => {
    const shell = testShell();
    const host = await connected(shell);
    const deleted = host.fetch('/api/evidence/v1/items/2', { method: 'DELETE' });
    const deleteRequest = await shell.next('fetch');
    expect(deleteRequest.body).toBeNull();
    answer(shell, deleteRequest.id, 204, 'ignored');
    expect((await deleted).body).toBeNull();

    const failed = host.fetch('/api/evidence/v1/items');
    shell.send({ type: 'fetch-failed', id: (await shell.next('fetch', 1)).id, message: 'Failed to fetch' });
    await expect(failed).rejects.toThrow(new TypeError('Failed to fetch'));

    const controller = new AbortController();
    const reason = new Error('the user left the page');
    const aborted = host.fetch('/api/evidence/v1/slow', { signal: controller.signal });
    const slow = await shell.next('fetch', 2);
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
    answer(shell, slow.id); // too late: ignored
    await expect(host.fetch('/api/evidence/v1/slow', { signal: controller.signal })).rejects.toBe(reason);
    await allPosted(shell, host);
    expect(shell.received.filter((message) => message.type === 'fetch')).toHaveLength(3);
  });
});

describe('connectToShell: the session’s end', () => {
  it('tells the shell whether handlers are registered, runs them all and answers done', async () => {
    const shell = testShell();
    const host = await connected(shell);
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    const stopSaving = host.onSessionEnding(async (reason) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ran.push(`saved (${reason})`);
    });
    const stopFailing = host.onSessionEnding(() => {
      throw new Error('could not clear');
    });
    shell.send({ type: 'session-ending', id: 7, reason: 'idle' });
    expect(await shell.next('session-ending-done')).toEqual({ type: 'session-ending-done', id: 7 });
    expect(ran).toEqual(['saved (idle)']);
    expect(failure).toHaveBeenCalledWith(expect.any(String), new Error('could not clear'));

    stopSaving();
    stopFailing();
    stopFailing();
    await allPosted(shell, host);
    const flags = shell.received.filter((message) => message.type === 'session-ending-handlers');
    expect(flags).toEqual([
      { type: 'session-ending-handlers', registered: true },
      { type: 'session-ending-handlers', registered: false },
    ]);
  });
});

describe('connectToShell: the bridge', () => {
  it('drops a message that is not of the protocol, and says so once', async () => {
    const shell = testShell();
    const host = await connected(shell);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = new Promise<ModuleContextChange>((resolve) => host.subscribe((_, change) => resolve(change)));
    shell.sendOutsideProtocol({ type: 'context', context: { ...FIRST_CONTEXT, user: null }, change: 'context' });
    shell.sendOutsideProtocol({ type: 'steal-token' });
    shell.send({ type: 'context', context: { ...FIRST_CONTEXT, theme: 'dark' }, change: 'theme' });
    expect(await heard).toBe('theme');
    expect(host.user.email).toBe('ada@acme.test');
    expect(report).toHaveBeenCalledOnce();
  });

  it('tells the shell of the user’s activity at most once every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00Z') });
    const shell = testShell();
    const host = await connected(shell);
    const { document } = shell;
    const act = (type: string, afterMs: number) => {
      vi.setSystemTime(new Date('2026-03-02T09:00:00Z').getTime() + afterMs);
      document.body.dispatchEvent(new document.defaultView!.Event(type));
    };
    act('keydown', 0);
    act('pointerdown', 1_000);
    act('wheel', 2_000);
    act('keydown', 4_999);
    act('scroll', 5_000);
    act('keydown', 9_999);
    act('wheel', 10_000);
    act('pointerdown', 15_000);
    act('click', 25_000);
    await allPosted(shell, host);
    expect(shell.received.filter((message) => message.type === 'activity')).toHaveLength(4);
  });

  it('tells the shell the content’s height, rounded up, when it changes', async () => {
    const shell = testShell();
    let observed: Element | null = null;
    let report: (entries: Partial<ResizeObserverEntry>[]) => void = () => {};
    Object.assign(shell.window, {
      ResizeObserver: class {
        constructor(callback: (entries: Partial<ResizeObserverEntry>[]) => void) {
          report = callback;
        }
        observe(target: Element) {
          observed = target;
        }
      },
    });
    const host = await connected(shell);
    expect(observed).toBe(shell.document.documentElement);
    const sized = (blockSize: number) => ({
      borderBoxSize: [{ blockSize, inlineSize: 800 }],
      contentRect: { height: 1 } as DOMRectReadOnly,
    });
    report([sized(640.2)]);
    report([sized(640.9)]);
    report([sized(700)]);
    await allPosted(shell, host);
    expect(shell.received.filter((message) => message.type === 'height')).toEqual([
      { type: 'height', pixels: 641 },
      { type: 'height', pixels: 700 },
    ]);
  });

  it('takes focus in at either edge, and hands it back at the edges with Tab and Shift+Tab', async () => {
    const shell = testShell();
    const { document } = shell;
    document.body.innerHTML = `
      <button>First</button><input type="hidden"><a href="#notes">Notes</a><button disabled>Off</button>
      <div hidden><button>Hidden</button></div><span tabindex="-1">Not tabbable</span><button>Last</button>`;
    const host = await connected(shell);
    const tab = (shiftKey = false) => {
      const init = { key: 'Tab', shiftKey, bubbles: true, cancelable: true };
      const event = new document.defaultView!.KeyboardEvent('keydown', init);
      document.activeElement?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const leaving = () => shell.received.filter((message) => message.type === 'focus-leaving');

    shell.send({ type: 'focus', edge: 'first' });
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('First'));
    expect(tab()).toBe(false);
    expect(tab(true)).toBe(true);
    shell.send({ type: 'focus', edge: 'last' });
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Last'));
    expect(tab(true)).toBe(false);
    expect(tab()).toBe(true);
    await allPosted(shell, host);
    expect(leaving()).toEqual([
      { type: 'focus-leaving', edge: 'first' },
      { type: 'focus-leaving', edge: 'last' },
    ]);

    document.body.replaceChildren();
    shell.send({ type: 'focus', edge: 'first' });
    expect(await shell.next('focus-leaving', 2)).toEqual({ type: 'focus-leaving', edge: 'last' });
  });
});
