import { fork, scopeBind } from 'effector';
import { appStarted, connectSessionToTransport, storedAuthChanged, windowFocused } from '@/entities/session';
import { localStore } from '@/shared/lib/storage';
import './session-lifecycle';

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

scopeBind(appStarted, { scope: appScope })();
