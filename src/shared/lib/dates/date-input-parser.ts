import type { ParsedDate } from './date-rules';

/** Reads text typed into a date input: an ISO 8601 date, or a date in a date-fns pattern such as MM/dd/yyyy. */
export type DateInputParser = (text: string, pattern: string) => ParsedDate;

let loaded: DateInputParser | null = null;
let loading: Promise<DateInputParser> | null = null;

/** The parser once it has loaded, else null. */
export const loadedDateInputParser = (): DateInputParser | null => loaded;

/**
 * Loads the parser once (date-fns' parse, its parsers and English names): screens with a date input load it when a
 * date is first typed, not with their first paint. A failed load is tried again on the next call.
 */
export function loadDateInputParser(): Promise<DateInputParser> {
  if (!loading) {
    loading = import('./parse-date-input').then((module) => (loaded = module.parseDateInput));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
