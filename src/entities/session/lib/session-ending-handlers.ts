import type { SessionEndingHandler, SessionEndingReason } from '@trellis/module-sdk';

import { SESSION_ENDING_LIMIT_MS } from '../config/session-config';

/** Functions, not data: they live beside the session's stores, not in them. */
const handlers = new Set<SessionEndingHandler>();

/** Adds a handler to run before the session ends or changes; returns the function that removes it. */
export function addSessionEndingHandler(handler: SessionEndingHandler): () => void {
  const own = (reason: SessionEndingReason) => handler(reason);
  handlers.add(own);
  return () => handlers.delete(own);
}

export const sessionEndingHandlerCount = () => handlers.size;

/**
 * Runs every handler at once and waits for them all, `limitMs` at most in total: a handler that hangs or fails never
 * keeps the session from ending. Answers whether all of them finished in time.
 */
export async function runSessionEndingHandlers(
  reason: SessionEndingReason,
  limitMs = SESSION_ENDING_LIMIT_MS,
): Promise<boolean> {
  if (handlers.size === 0) return true;
  const running = [...handlers].map((handler) =>
    Promise.resolve()
      .then(() => handler(reason))
      .catch((error: unknown) => console.error('[modules] A session-ending handler failed.', error)),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), limitMs)));
  try {
    return await Promise.race([Promise.all(running).then(() => true), limit]);
  } finally {
    clearTimeout(timer);
  }
}
