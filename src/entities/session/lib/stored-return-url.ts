import { z } from 'zod/mini';

import { ROUTES, withoutAppBase } from '@/shared/config';
import { localStore } from '@/shared/lib/storage';

import { rememberableReturnUrl } from './return-url';

export const DEFAULT_LANDING = ROUTES.landing;

/**
 * Keeps where a signed-out user wanted to go (a browser location: the app's base is taken off, as the router adds
 * it back), unless it is excluded or off-origin.
 */
export function rememberReturnUrl(location: string): void {
  const url = rememberableReturnUrl(withoutAppBase(location));
  if (url) localStore.write('returnUrl', url);
}

/** Where to go after sign-in: the remembered location once, else /landing. */
export function takeReturnUrl(): string {
  const stored = localStore.read('returnUrl', z.string());
  localStore.remove('returnUrl');
  return (stored && rememberableReturnUrl(stored)) ?? DEFAULT_LANDING;
}
