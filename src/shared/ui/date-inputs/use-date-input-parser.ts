import { useState } from 'react';

import { type DateInputParser, loadDateInputParser, loadedDateInputParser } from '@/shared/lib/dates';

/**
 * The date parser, null until it has loaded; `load` asks for it (as the user comes to type). A parser that cannot load
 * fails the input as a lazy component does: the error goes to the nearest error boundary, the route's error screen.
 */
export function useDateInputParser() {
  const [parser, setParser] = useState<DateInputParser | null>(loadedDateInputParser);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const load = () => {
    const loading = loadDateInputParser();
    loading.then(
      (loaded) => setParser(() => loaded),
      (error: unknown) => setFailure({ error }),
    );
    return loading;
  };
  return { parser, load };
}
