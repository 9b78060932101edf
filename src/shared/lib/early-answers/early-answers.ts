/**
 * Answers asked for before the app's entry ran (index.html's first script, `src/app/entry/early-reads.ts`), by
 * address, for the app to take instead of asking again. On `globalThis`: the first script and the entry are separate
 * scripts.
 */
const ANSWERS = Symbol.for('trellis.early-answers');

type Answers = Map<string, Promise<Response>>;

const answers = (): Answers => {
  const global = globalThis as { [ANSWERS]?: Answers };
  return (global[ANSWERS] ??= new Map());
};

/** Leaves the answer of a GET to `url` for the app. */
export function leaveAnswer(url: string, answer: Promise<Response>): void {
  answers().set(url, answer);
}

const abortedBy = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/**
 * The answer left for this request, once: only a GET without credentials of its own (the first script sends none), to
 * the same address. The request's signal still cuts the wait short.
 */
export function takeAnswer(request: Request): Promise<Response> | null {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return null;
  const answer = answers().get(request.url);
  if (!answer) return null;
  answers().delete(request.url);
  return Promise.race([answer, abortedBy(request.signal)]);
}
