import type { ContextSwitch } from '../api/token-api';
import type { judgeRefreshFailure as judge } from '../lib/refresh-failure';

type TokenRenewal = typeof import('./token-renewal');

// A refresh or a context switch needs a session: their code (token-renewal.ts), and the judging of a failed refresh,
// load as one starts (session.ts), not with the sign-in and 404 pages.
let loading: Promise<TokenRenewal> | null = null;
let loaded: TokenRenewal | null = null;

export const loadTokenRenewal = (): Promise<TokenRenewal> => {
  loading ??= import('./token-renewal').then(
    (renewal) => (loaded = renewal),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/**
 * Once loaded, called at once: a refresh asked for while another runs must join it in the same tick, as it did when
 * this code came with the entry; a wait for the import in between would let it start a second refresh just after the
 * first one ended.
 */
const withRenewal = <T>(call: (renewal: TokenRenewal) => T | Promise<T>): Promise<T> =>
  loaded ? Promise.resolve(call(loaded)) : loadTokenRenewal().then(call);

export const refreshOnce = () => withRenewal((renewal) => renewal.refreshOnce());
export const switchOnce = (change: ContextSwitch) => withRenewal((renewal) => renewal.switchOnce(change));
export const judgeRefreshFailure = (...args: Parameters<typeof judge>) =>
  withRenewal((renewal) => renewal.judgeRefreshFailure(...args));
