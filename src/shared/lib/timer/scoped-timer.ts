import { attach, createEffect, createStore, type EventCallable, scopeBind } from 'effector';

type Handle = ReturnType<typeof setTimeout>;

/**
 * A browser timer whose handle lives in the Effector scope, so that forked scopes (tests, the app) never clear each
 * other's timers. `startFx(ms)` replaces the one running; `stopFx()` clears it. Each firing calls `fired` in the scope
 * that started the timer, with `payload()` (the time, say). A plain timer, not a pending effect, so that settling a
 * scope does not wait for it.
 */
export function createScopedTimer<T>(kind: 'timeout' | 'interval', fired: EventCallable<T>, payload: () => T) {
  const $handle = createStore<Handle | null>(null, { serialize: 'ignore' });
  const clear = (handle: Handle | null) => {
    if (handle === null) return;
    if (kind === 'interval') clearInterval(handle);
    else clearTimeout(handle);
  };

  const startFx = attach({
    source: $handle,
    mapParams: (ms: number, previous) => ({ ms, previous }),
    effect: createEffect(({ ms, previous }: { ms: number; previous: Handle | null }) => {
      clear(previous);
      const fire = scopeBind(fired, { safe: true });
      const onFire = () => fire(payload());
      return kind === 'interval' ? setInterval(onFire, ms) : setTimeout(onFire, ms);
    }),
  });
  const stopFx = attach({ source: $handle, effect: createEffect(clear) });

  $handle.on(startFx.doneData, (_, handle) => handle).reset(stopFx.done);
  return { startFx, stopFx };
}
