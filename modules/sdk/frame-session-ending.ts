import type { FrameMessage, ShellMessage } from './bridge-protocol.ts';
import type { SessionEndingHandler } from './index.ts';

type PostToShell = (message: FrameMessage) => void;

/** `onSessionEnding` in a frame: the shell hears whether there is a handler at all, and asks for them to run. */
export function createSessionEnding(post: PostToShell) {
  const handlers = new Set<SessionEndingHandler>();
  const add = (handler: SessionEndingHandler) => {
    const hadNone = handlers.size === 0;
    handlers.add(handler);
    if (hadNone) post({ type: 'session-ending-handlers', registered: true });
    return () => {
      if (handlers.delete(handler) && handlers.size === 0) post({ type: 'session-ending-handlers', registered: false });
    };
  };
  const run = async ({ id, reason }: Extract<ShellMessage, { type: 'session-ending' }>) => {
    await Promise.all(
      [...handlers].map(async (handler) => {
        try {
          await handler(reason);
        } catch (error) {
          // One handler's failure must not keep the session, nor the other handlers, from ending.
          console.error('Trellis: an onSessionEnding handler failed.', error);
        }
      }),
    );
    post({ type: 'session-ending-done', id });
  };
  return { add, run };
}
