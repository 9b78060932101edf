import './analytics-lifecycle';
import './context-lifecycle';
import './language-lifecycle';
import './session-lifecycle';
import './shell-warm-up';

import { fork, scopeBind } from 'effector';

import { watchLoadedGlobalStates } from '@/entities/global-state';
import { appStarted, connectSessionToTransport, storedAuthChanged, windowFocused } from '@/entities/session';
import { languagesListed } from '@/features/change-language';
import { devicePreferenceChanged, themeRestored } from '@/features/change-theme';
import { ACTIVITY_THROTTLE_MS, activityDetected } from '@/features/session-timeout';
import { localStore } from '@/shared/lib/storage';

/** The one Effector scope of the running app: React reads it through the Provider, route loaders directly. */
export const appScope = fork();

connectSessionToTransport(appScope);

const authStorageName = localStore.nameOf('auth');
const onStoredAuthChanged = scopeBind(storedAuthChanged, { scope: appScope });
const onWindowFocused = scopeBind(windowFocused, { scope: appScope });

// Other tabs write the same storage: a refresh, a switch or a logout there shows here.
window.addEventListener('storage', (event) => {
  if (event.key === authStorageName || event.key === null) onStoredAuthChanged();
});
window.addEventListener('focus', () => onWindowFocused());

// The document's direction follows what the platform declares for each language, known once the global state loads.
const onLanguagesListed = scopeBind(languagesListed, { scope: appScope });
watchLoadedGlobalStates((_owner, state) => onLanguagesListed(state.languages));

const onActivity = scopeBind(activityDetected, { scope: appScope });
let lastActivityReport = 0;

function reportActivity(event: Event) {
  // Browsers send zero-distance pointer moves when the page changes under a still cursor: that is not the user.
  if (event instanceof PointerEvent && event.type === 'pointermove' && !event.movementX && !event.movementY) return;
  const now = Date.now();
  if (now - lastActivityReport < ACTIVITY_THROTTLE_MS) return;
  lastActivityReport = now;
  onActivity();
}

for (const type of ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const) {
  window.addEventListener(type, reportActivity, { passive: true, capture: true });
}

// preview-system follows the device's dark preference, also when it changes.
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
const onDevicePreference = scopeBind(devicePreferenceChanged, { scope: appScope });
onDevicePreference(darkScheme.matches);
darkScheme.addEventListener('change', (event) => onDevicePreference(event.matches));

scopeBind(themeRestored, { scope: appScope })();
scopeBind(appStarted, { scope: appScope })();
