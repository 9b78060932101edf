import { loadDateInputParser, loadedDateInputParser } from '@/shared/lib/dates';
import { useLoadOnce } from '@/shared/lib/load-once';

/**
 * The date parser, null until it has loaded; `load` asks for it (as the user comes to type). A parser that cannot load
 * fails the input as a lazy component does: the error goes to the nearest error boundary, the route's error screen.
 */
export function useDateInputParser() {
  const { loaded: parser, load } = useLoadOnce({ loaded: loadedDateInputParser, load: loadDateInputParser });
  return { parser, load };
}
