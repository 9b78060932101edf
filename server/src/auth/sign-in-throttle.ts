/** How many failed password sign-ins are allowed, per account and per client address. */
export interface SignInLimits {
  /** Failures an account may have in a row before it is locked. */
  freeFailuresPerAccount: number;
  /** The lock-out after the last free failure; it doubles with every further failure. */
  firstLockoutS: number;
  longestLockoutS: number;
  /** An account's failures are forgotten this long after the last one. */
  failureMemoryS: number;
  /** Failed sign-ins one client address may make per minute, whatever the accounts. */
  failuresPerAddressPerMinute: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeFailuresPerAccount: 5,
  firstLockoutS: 60,
  longestLockoutS: 15 * 60,
  failureMemoryS: 24 * 60 * 60,
  failuresPerAddressPerMinute: 20,
};

/**
 * Test mode: every end-to-end test signs in from 127.0.0.1, and some of them fail on purpose; the per-address limit
 * is proven by server tests that set their own.
 */
export const TEST_MODE_FAILURES_PER_ADDRESS_PER_MINUTE = 1000;

const ADDRESS_WINDOW_S = 60;
/** Beyond this many remembered accounts or addresses the oldest are dropped: memory stays bounded. */
const MAX_TRACKED = 100_000;

/** The sign-in is refused for a while: answered 429 with Retry-After. */
export class SignInThrottledError extends Error {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super(`Too many sign-in attempts. Try again in ${retryAfterS} seconds.`);
    this.name = 'SignInThrottledError';
    this.retryAfterS = retryAfterS;
  }
}

interface AccountFailures {
  count: number;
  lastFailureAt: number;
  lockedUntil: number;
}

interface AddressWindow {
  startedAt: number;
  failures: number;
}

/** A Map that forgets its oldest entries (insertion order; touched entries move to the end). */
function boundedMap<V>() {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > MAX_TRACKED) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => entries.delete(key),
  };
}

/** E-mail addresses are compared as the user may type them: `Admin@Acme.test ` counts against admin@acme.test. */
export const accountKeyOf = (username: string) => username.trim().toLowerCase();

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Counts failed password sign-ins in memory (the reference server is one process; a fleet would share a store).
 * Unknown e-mail addresses are counted like known ones, so a lock-out does not tell which accounts exist.
 */
export function createSignInThrottle(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now: () => number = Date.now) {
  const accounts = boundedMap<AccountFailures>();
  const addresses = boundedMap<AddressWindow>();
  /** The attempt each account is busy with: the next one waits for it to be counted. */
  const attemptsInProgress = new Map<string, Promise<unknown>>();

  function accountRecord(account: string, at: number): AccountFailures | undefined {
    const record = accounts.get(account);
    if (record && at - record.lastFailureAt > limits.failureMemoryS * 1000) {
      accounts.delete(account);
      return undefined;
    }
    return record;
  }

  function addressWindow(address: string, at: number): AddressWindow | undefined {
    const window = addresses.get(address);
    return window && at - window.startedAt < ADDRESS_WINDOW_S * 1000 ? window : undefined;
  }

  return {
    /**
     * Runs one attempt per account at a time, so that a concurrent burst of guesses at one account meets the lock
     * after the last free failure instead of all being checked at once.
     */
    async oneAtATime<T>(username: string, attempt: () => Promise<T>): Promise<T> {
      const account = accountKeyOf(username);
      const before = attemptsInProgress.get(account) ?? Promise.resolve();
      const result = before.then(attempt, attempt);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      attemptsInProgress.set(account, settled);
      await settled;
      if (attemptsInProgress.get(account) === settled) attemptsInProgress.delete(account);
      return result;
    },

    /** Throws SignInThrottledError while the account is locked or the address has used up its failures. */
    assertAllowed(username: string, address: string): void {
      const at = now();
      const record = accountRecord(accountKeyOf(username), at);
      if (record && record.lockedUntil > at) throw new SignInThrottledError(secondsUntil(record.lockedUntil, at));
      const window = addressWindow(address, at);
      if (window && window.failures >= limits.failuresPerAddressPerMinute) {
        throw new SignInThrottledError(secondsUntil(window.startedAt + ADDRESS_WINDOW_S * 1000, at));
      }
    },

    failed(username: string, address: string): void {
      const at = now();
      const account = accountKeyOf(username);
      const count = (accountRecord(account, at)?.count ?? 0) + 1;
      const overLimit = count - limits.freeFailuresPerAccount;
      const lockoutS = overLimit >= 0 ? Math.min(limits.firstLockoutS * 2 ** overLimit, limits.longestLockoutS) : 0;
      accounts.set(account, { count, lastFailureAt: at, lockedUntil: at + lockoutS * 1000 });
      const window = addressWindow(address, at) ?? { startedAt: at, failures: 0 };
      addresses.set(address, { ...window, failures: window.failures + 1 });
    },

    /** A correct password ends the account's run of failures (not the address's). */
    succeeded(username: string): void {
      accounts.delete(accountKeyOf(username));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
