interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the running task and goes on in a new one, so that the browser can paint and answer input between the two:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the queue), else a message to
 * itself (not slowed in a background tab, as a timer is).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
