import { loadOnce } from '@/shared/lib/load-once';

import type { ParsedDate } from './date-rules';

/** Reads text typed into a date input: an ISO 8601 date, or a date in a date-fns pattern such as MM/dd/yyyy. */
export type DateInputParser = (text: string, pattern: string) => ParsedDate;

// date-fns' parse, its parsers and English names: screens with a date input load it when a date is first typed.
const dateInputParser = loadOnce(() =>
  import('./parse-date-input').then((module): DateInputParser => module.parseDateInput),
);

/** The parser once it has loaded, else null. */
export const loadedDateInputParser = dateInputParser.loaded;
/** Loads the parser once; a failed load is tried again on the next call. */
export const loadDateInputParser = dateInputParser.load;
