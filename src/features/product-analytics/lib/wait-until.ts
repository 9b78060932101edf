const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks `isDone` up to `tries` times, waiting `baseWaitMs` × 2ⁿ after the n-th failed check (n from 0); answers
 * whether it came true.
 */
export async function waitUntil(isDone: () => boolean, tries: number, baseWaitMs: number): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (isDone()) return true;
    if (attempt < tries - 1) await sleep(baseWaitMs * 2 ** attempt);
  }
  return false;
}
