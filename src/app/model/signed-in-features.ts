// The models of features only a signed-in user meets (the idle warning, the refresh on a timer, context switching,
// analytics, upsell, the startup flows, the connected application's links, the page history): loaded with the first
// session's permissions, or as a sign-in sends for its token, rather than with the entry, so that the sign-in and 404
// pages neither load nor evaluate them (session-lifecycle.ts starts them).
import './analytics-lifecycle';
import './context-lifecycle';
import './page-visits';
import './startup-lifecycle';

import { createEffect, sample, scopeBind } from 'effector';

import { sessionEnded } from '@/entities/session';
import { autoRefreshStarted, autoRefreshStopped, windowFocused } from '@/features/auto-refresh';
import { linkRewritingAllowed } from '@/features/connected-app-links';
import { ACTIVITY_THROTTLE_MS, activityDetected, idleWatchStarted } from '@/features/session-timeout';
import { MODULE_ACTIVITY_EVENT, PERMISSIONS } from '@/shared/config';

import { permissionsLoaded } from './signed-in-events';

export { SessionTimeoutWarning } from '@/features/session-timeout';

// A framed module's page tells its user's activity over the bridge (docs/modules.md, section 9).
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  MODULE_ACTIVITY_EVENT,
] as const;
let watchingWindow = false;

/**
 * Listened for once a session has started, in the scope it runs in: the user's activity, for the idle warning, and
 * window focus, which makes this tab the one that refreshes.
 */
const watchWindowFx = createEffect(() => {
  if (watchingWindow || typeof window === 'undefined') return;
  watchingWindow = true;
  const onActivity = scopeBind(activityDetected, { safe: true });
  const onFocus = scopeBind(windowFocused, { safe: true });
  let lastActivityReport = 0;
  const reportActivity = (event: Event) => {
    // Browsers send zero-distance pointer moves when the page changes under a still cursor: that is not the user.
    if (event instanceof PointerEvent && event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    const now = Date.now();
    if (now - lastActivityReport < ACTIVITY_THROTTLE_MS) return;
    lastActivityReport = now;
    onActivity();
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, reportActivity, { passive: true, capture: true });
  window.addEventListener('focus', () => onFocus());
});

sample({ clock: permissionsLoaded, target: watchWindowFx });
sample({
  clock: permissionsLoaded,
  filter: (permissions) => permissions.includes(PERMISSIONS.autoRefreshToken),
  target: autoRefreshStarted,
});
sample({
  clock: permissionsLoaded,
  filter: (permissions) => !permissions.includes(PERMISSIONS.autoRefreshToken),
  target: autoRefreshStopped,
});
sample({
  clock: permissionsLoaded,
  filter: (permissions) => permissions.includes(PERMISSIONS.sessionTimeoutWarning),
  target: idleWatchStarted,
});
// The links to the connected application are rewritten only with AccessToMyOT; the session's end stops it.
sample({
  clock: permissionsLoaded,
  fn: (permissions) => permissions.includes(PERMISSIONS.accessToCommunity),
  target: linkRewritingAllowed,
});
sample({ clock: sessionEnded, fn: () => false, target: linkRewritingAllowed });
