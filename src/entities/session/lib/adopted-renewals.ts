import type { StoredAuth } from './stored-auth';

/** Tokens a refresh here took from another tab, which renewed them while this one waited for the refresh lock. */
const adopted = new WeakSet<StoredAuth>();

export function adoptRenewal(auth: StoredAuth): StoredAuth {
  adopted.add(auth);
  return auth;
}

export const isAdoptedRenewal = (auth: StoredAuth) => adopted.has(auth);
