import type { SessionEndingReason } from '@trellis/module-sdk';
import { createEffect, createEvent, createStore } from 'effector';

/**
 * Runs the hosted modules' session-ending handlers (SESSION_ENDING_LIMIT_MS at most) before a logout, an idle logoff,
 * a context switch or a logout followed from another tab. It never fails: the session goes on ending either way.
 * Their registry's code loads with the first hosted module that adds one, not with the sign-in page: if it cannot load
 * now, no handler was ever added.
 */
export const sessionEndingFx = createEffect(async (reason: SessionEndingReason) => {
  const handlers = await import('../lib/session-ending-handlers').catch(() => null);
  return handlers ? handlers.runSessionEndingHandlers(reason) : true;
});

/** A hosted module says whether it holds work the user has not saved (`host.setUnsaved`). */
export const unsavedWorkChanged = createEvent<boolean>();
/** Whether the page open now holds unsaved work: leaving asks first, and the switch prompt says it will be lost. */
export const $hasUnsavedWork = createStore(false).on(unsavedWorkChanged, (_, unsaved) => unsaved);
