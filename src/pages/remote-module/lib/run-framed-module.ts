import { CONNECT_MESSAGE_TYPE, READY_MESSAGE_TYPE } from '@trellis/module-sdk/bridge';

import { MODULE_LOAD_TIMEOUT_MS } from '../config/module-host-config';
import { type BridgeOptions, openBridge } from './framed-module-bridge';
import { entryAddress, ModuleEntryError } from './load-module-entry';

/**
 * The frame's sandbox: scripts, its own origin's storage and forms. Never top navigation, popups that escape the
 * sandbox, modals of the browser or pointer lock; downloads and (sandboxed) popups only when the entry asks.
 */
export const FRAME_SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-forms'] as const;

/** The shortest time between two pages of one frame that each get a bridge of their own. */
const READY_INTERVAL_MS = 1_000;

export interface FramedModuleOptions extends Omit<
  BridgeOptions,
  'port' | 'onConnected' | 'onFailed' | 'onHeight' | 'onFocusLeaving'
> {
  entry: string;
  title: string;
  allow: readonly ('downloads' | 'popups')[];
  attempt: number;
  container: HTMLElement;
  onMounted: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * A framed entry on the shell's own origin would get the shell's storage (`allow-same-origin` undoes the sandbox),
 * and one on the shell's host, on another port, its cookies (a cookie is the host's, whatever the port): the CSRF token.
 */
export function frameOriginRefusal(entry: string, shellOrigin: string): ModuleEntryError | null {
  return new URL(entry).hostname === new URL(shellOrigin).hostname
    ? new ModuleEntryError(`A framed module's page must be on a host of its own, not the shell's (${entry}).`)
    : null;
}

function createFrame(options: FramedModuleOptions): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = entryAddress(options.entry, options.attempt);
  frame.title = options.title;
  frame.setAttribute('sandbox', [...FRAME_SANDBOX, ...options.allow.map((what) => `allow-${what}`)].join(' '));
  frame.referrerPolicy = 'no-referrer';
  frame.dataset.moduleFrame = '';
  Object.assign(frame.style, { display: 'block', width: '100%', minHeight: '60vh', border: '0' });
  return frame;
}

/** The shell's focusable element before or after the frame, for Tab leaving the frame at its first or last element. */
function focusBeside(frame: HTMLIFrameElement, edge: 'first' | 'last') {
  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element === frame || element.offsetParent !== null);
  const index = focusable.indexOf(frame);
  focusable[edge === 'last' ? index + 1 : index - 1]?.focus();
}

/**
 * Shows a framed module's page in `container` and opens the bridge when the page says it is ready: one
 * `trellis:connect` message to the entry's origin, with the port only the two ends hold. The module has mounted when
 * the bridge has connected, within MODULE_LOAD_TIMEOUT_MS; a failure at any step, or one the module reports, removes
 * the frame.
 */
export function runFramedModule(options: FramedModuleOptions): { stop: () => void; fail: (error: unknown) => void } {
  let bridge: { stop: () => void } | null = null;
  let stopListening = () => {};
  let over = false;
  const frame = createFrame(options);
  const end = () => {
    over = true;
    clearTimeout(timeout);
    stopListening();
    bridge?.stop();
    bridge = null;
    options.container.replaceChildren();
  };
  const fail = (error: unknown) => {
    if (over) return;
    end();
    options.onFailed(error);
  };
  const timeout = setTimeout(
    () => fail(new ModuleEntryError(`The framed module did not connect within ${MODULE_LOAD_TIMEOUT_MS} ms.`)),
    MODULE_LOAD_TIMEOUT_MS,
  );
  const refusal = frameOriginRefusal(options.entry, window.location.origin);
  if (refusal) {
    queueMicrotask(() => fail(refusal));
    return { stop: end, fail };
  }
  const entryOrigin = new URL(options.entry).origin;
  let lastReadyAt = -Infinity;
  // Each time the frame's page says it is ready (a page that reloads itself says it again), a new bridge: the frame's
  // window and the entry's origin only; any other window's message is not the shell's business.
  const onReady = (event: MessageEvent) => {
    const ready = (event.data as { type?: unknown } | null)?.type === READY_MESSAGE_TYPE;
    const page = frame.contentWindow;
    if (over || !ready || !page || event.source !== page || event.origin !== entryOrigin) return;
    // A page loads once a second at most: more readiness than that is a flood, not a new page.
    if (performance.now() - lastReadyAt < READY_INTERVAL_MS) return;
    lastReadyAt = performance.now();
    bridge?.stop();
    const channel = new MessageChannel();
    bridge = openBridge({
      ...options,
      port: channel.port1,
      onConnected: () => {
        clearTimeout(timeout);
        options.onMounted();
      },
      onFailed: fail,
      onHeight: (pixels) => (frame.style.height = `${pixels}px`),
      onFocusLeaving: (edge) => focusBeside(frame, edge),
    });
    const connect = {
      type: CONNECT_MESSAGE_TYPE,
      hostApiVersion: options.services.apiVersion,
      moduleId: options.moduleId,
    };
    page.postMessage(connect, entryOrigin, [channel.port2]);
  };
  window.addEventListener('message', onReady);
  stopListening = () => window.removeEventListener('message', onReady);
  options.container.replaceChildren(frame);
  return { stop: end, fail };
}
