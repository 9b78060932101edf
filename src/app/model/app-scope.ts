import './language-lifecycle';
import './session-lifecycle';
import './shell-warm-up';

import { fork, scopeBind } from 'effector';

import { watchLoadedGlobalStates } from '@/entities/global-state';
import { appStarted, connectSessionToTransport, storedAuthChanged } from '@/entities/session';
import { languagesListed } from '@/features/change-language';
import { devicePreferenceChanged, themeRestored } from '@/features/change-theme';
import { localStore } from '@/shared/lib/storage';

/** The one Effector scope of the running app: React reads it through the Provider, route loaders directly. */
export const appScope = fork();

connectSessionToTransport(appScope);

const authStorageName = localStore.nameOf('auth');
const onStoredAuthChanged = scopeBind(storedAuthChanged, { scope: appScope });

// Other tabs write the same storage: a refresh, a switch or a logout there shows here.
window.addEventListener('storage', (event) => {
  if (event.key === authStorageName || event.key === null) onStoredAuthChanged();
});

// The document's direction follows what the platform declares for each language, known once the global state loads.
const onLanguagesListed = scopeBind(languagesListed, { scope: appScope });
watchLoadedGlobalStates((_owner, state) => onLanguagesListed(state.languages));

// preview-system follows the device's dark preference, also when it changes.
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
const onDevicePreference = scopeBind(devicePreferenceChanged, { scope: appScope });
onDevicePreference(darkScheme.matches);
darkScheme.addEventListener('change', (event) => onDevicePreference(event.matches));

scopeBind(themeRestored, { scope: appScope })();
scopeBind(appStarted, { scope: appScope })();
