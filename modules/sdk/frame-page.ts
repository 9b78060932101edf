import { BRIDGE_LIMITS, type FrameMessage } from './bridge-protocol.ts';

type PostToShell = (message: FrameMessage) => void;
type FocusEdge = 'first' | 'last';

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const NOT_TABBABLE = ':disabled, input[type="hidden"], [tabindex="-1"]';
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'scroll'] as const;

/** The elements Tab reaches, in document order (positive `tabindex` orders are not followed). */
function tabbablesOf(document: Document): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.matches(NOT_TABBABLE) && !element.closest('[hidden], [inert]'),
  );
}

/**
 * Focus comes in from the shell, as Tab (`first`) or Shift+Tab (`last`) would bring it. A frame with nothing to focus
 * hands it straight on, as the browser would pass over it.
 */
export function focusFrameEdge(document: Document, edge: FocusEdge, post: PostToShell): void {
  const tabbables = tabbablesOf(document);
  const target = edge === 'first' ? tabbables[0] : tabbables.at(-1);
  if (target) return target.focus();
  post({ type: 'focus-leaving', edge: edge === 'first' ? 'last' : 'first' });
}

/** Tab from the last element or Shift+Tab from the first leaves the frame: the shell moves focus on. */
function watchFocusLeaving(document: Document, post: PostToShell) {
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabbables = tabbablesOf(document);
      const edge: FocusEdge = event.shiftKey ? 'first' : 'last';
      const edgeElement = event.shiftKey ? tabbables[0] : tabbables.at(-1);
      if (edgeElement && document.activeElement !== edgeElement) return;
      event.preventDefault();
      post({ type: 'focus-leaving', edge });
    },
    true,
  );
}

/** The user working in the frame counts for the shell's idle timer: one notice per period at most. */
function watchActivity(document: Document, post: PostToShell) {
  let lastNotice = -Infinity;
  const notice = () => {
    const now = Date.now();
    if (now - lastNotice < BRIDGE_LIMITS.activityNoticeMs) return;
    lastNotice = now;
    post({ type: 'activity' });
  };
  for (const type of ACTIVITY_EVENTS) document.addEventListener(type, notice, { capture: true, passive: true });
}

/** The content's height, for a module area that follows it. */
function watchHeight(window: Window, post: PostToShell) {
  const root = window.document.documentElement;
  const Observer = (window as Window & typeof globalThis).ResizeObserver;
  if (!root || !Observer) return;
  let lastPixels = -1;
  new Observer((entries) => {
    const entry = entries.at(-1);
    if (!entry) return;
    const pixels = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
    if (pixels === lastPixels) return;
    lastPixels = pixels;
    post({ type: 'height', pixels });
  }).observe(root);
}

/** What the shell follows of the frame's page for as long as the frame lives: activity, height, focus leaving. */
export function watchFramePage(window: Window, post: PostToShell): void {
  watchActivity(window.document, post);
  watchHeight(window, post);
  watchFocusLeaving(window.document, post);
}
