/** Runs at most `limit` tasks at once; the others wait their turn in arrival order. */
export function createConcurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot(): Promise<void> {
    if (running < limit) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    // The slot passes straight to the next task, so `running` stays the same.
    if (next) next();
    else running -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await slot();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
