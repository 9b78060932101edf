import { createEvent, createStore, sample } from 'effector';

import { signInWithCodeFx, signInWithOidcFx } from '@/entities/session';

/**
 * The /sso route opened with the identity provider's code: SAML's one-time code, or, with `state`, an OpenID
 * provider's authorisation code.
 */
export const ssoPageOpened = createEvent<{ code: string | null; isOidc: boolean }>();

export const $ssoFailed = createStore(false)
  .on([signInWithCodeFx.fail, signInWithOidcFx.fail], () => true)
  .on(ssoPageOpened, (failed, { code }) => failed || !code);

/** A code is exchanged once, even when the page mounts twice (React's strict mode does so in development). */
const $exchangedCode = createStore<string | null>(null);

const freshCode = sample({
  clock: ssoPageOpened,
  source: $exchangedCode,
  filter: (exchanged, { code }) => Boolean(code) && code !== exchanged,
  fn: (_exchanged, opened) => opened as { code: string; isOidc: boolean },
});
$exchangedCode.on(freshCode, (_, { code }) => code);
sample({ clock: freshCode, filter: ({ isOidc }) => !isOidc, fn: ({ code }) => code, target: signInWithCodeFx });
sample({ clock: freshCode, filter: ({ isOidc }) => isOidc, target: signInWithOidcFx });
