import { signedInAuth } from '@test-support/session-scope';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signInWithPasswordFx } from '@/entities/session';

import { pageLoaded, reportWebVitalsFx, WEB_VITALS_DELAY_MS } from './web-vitals-start';

const TOKEN_ANSWER_MS = 500;

/** A scope whose web-vitals load is counted, and whose password sign-in answers after TOKEN_ANSWER_MS. */
function vitalsScope() {
  const report = vi.fn();
  const signIn = () => new Promise((resolve) => setTimeout(() => resolve(signedInAuth()), TOKEN_ANSWER_MS));
  const scope = fork({
    handlers: [
      [reportWebVitalsFx, report],
      [signInWithPasswordFx, signIn],
    ],
  });
  return { scope, report };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the web-vitals library', () => {
  it('loads once, when the page has been loaded for the delay', async () => {
    const { scope, report } = vitalsScope();
    await allSettled(pageLoaded, { scope });
    await vi.advanceTimersByTimeAsync(WEB_VITALS_DELAY_MS - 1);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledOnce();

    await allSettled(pageLoaded, { scope });
    await vi.advanceTimersByTimeAsync(WEB_VITALS_DELAY_MS * 2);
    expect(report).toHaveBeenCalledOnce();
  });

  it('waits for a sign-in made meanwhile: it loads the delay after the token came', async () => {
    const { scope, report } = vitalsScope();
    await allSettled(pageLoaded, { scope });
    await vi.advanceTimersByTimeAsync(WEB_VITALS_DELAY_MS - 1_000);
    const signingIn = allSettled(signInWithPasswordFx, { scope, params: { email: 'a@b.test', password: 'p' } });
    await vi.advanceTimersByTimeAsync(TOKEN_ANSWER_MS);
    await signingIn;
    await vi.advanceTimersByTimeAsync(WEB_VITALS_DELAY_MS - 1);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledOnce();
  });

  it('is not put off by a sign-in once it has loaded', async () => {
    const { scope, report } = vitalsScope();
    await allSettled(pageLoaded, { scope });
    await vi.advanceTimersByTimeAsync(WEB_VITALS_DELAY_MS);
    const signingIn = allSettled(signInWithPasswordFx, { scope, params: { email: 'a@b.test', password: 'p' } });
    await vi.advanceTimersByTimeAsync(TOKEN_ANSWER_MS + WEB_VITALS_DELAY_MS);
    await signingIn;
    expect(report).toHaveBeenCalledOnce();
  });
});
