import { createEffect } from 'effector';

type Navigator = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigator = (to) => globalThis.location?.assign(to);

/** The app hands over its router's navigate, so that models can move the user without knowing the router. */
export function provideNavigator(navigate: Navigator): void {
  navigator = navigate;
}

export const navigateFx = createEffect((target: string | { to: string; replace?: boolean }) => {
  const { to, replace = false } = typeof target === 'string' ? { to: target } : target;
  // Not awaited: a navigation waits for route loaders, which may themselves wait for effects.
  void navigator(to, { replace });
});

/** Leaves the app: a full page load of another URL (identity-provider pages, the SSO logout). */
export const leaveAppFx = createEffect((url: string) => {
  globalThis.location.assign(url);
});
