import { createEffect, createEvent, createStore, sample } from 'effector';
import { signInWithCodeFx, takeReturnUrl } from '@/entities/session';
import { navigateFx } from '@/shared/lib/navigation';

/** The /sso route opened with the identity provider's one-time code. */
export const ssoPageOpened = createEvent<string | null>();

const leaveSsoFx = createEffect(() => navigateFx({ to: takeReturnUrl(), replace: true }));

export const $ssoFailed = createStore(false)
  .on(signInWithCodeFx.fail, () => true)
  .on(ssoPageOpened, (failed, code) => failed || !code);

/** A code is exchanged once, even when the page mounts twice (React's strict mode does so in development). */
const $exchangedCode = createStore<string | null>(null);

const freshCode = sample({
  clock: ssoPageOpened,
  source: $exchangedCode,
  filter: (exchanged, code): code is string => Boolean(code) && code !== exchanged,
  fn: (_exchanged, code) => code as string,
});
$exchangedCode.on(freshCode, (_, code) => code);
sample({ clock: freshCode, target: signInWithCodeFx });
sample({ clock: signInWithCodeFx.done, target: leaveSsoFx });
