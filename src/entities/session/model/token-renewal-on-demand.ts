import type { ContextSwitch } from '../api/token-api';
import type { judgeRefreshFailure as judge } from '../lib/refresh-failure';

// A refresh or a context switch needs a session: their code (token-renewal.ts), and the judging of a failed refresh,
// load as one starts (session.ts), not with the sign-in and 404 pages.
export const loadTokenRenewal = () => import('./token-renewal');

export const refreshOnce = async () => (await loadTokenRenewal()).refreshOnce();
export const switchOnce = async (change: ContextSwitch) => (await loadTokenRenewal()).switchOnce(change);
export const judgeRefreshFailure = async (...args: Parameters<typeof judge>) =>
  (await loadTokenRenewal()).judgeRefreshFailure(...args);
