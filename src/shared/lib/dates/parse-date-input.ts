import { isValid, parse, parseISO } from 'date-fns';

import { DATE_HELPER_MESSAGES, type ParsedDate } from './date-rules';

// date-fns' parse with its parsers and English names: loaded when a date is first typed (date-input-parser.ts).

// parseISO also reads "2020" or "2020-05" as dates; a date input only takes whole ISO dates.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const YEAR_TOKEN = /y+/g;
// date-fns puts a two-digit year in the hundred years ending 50 years after the reference year: with 2020, a year
// typed 00 to 69 is 2000 to 2069 and 70 to 99 is 1970 to 1999, as the specification wants.
const TWO_DIGIT_YEAR_REFERENCE = new Date(2020, 0, 1);

function parseInPattern(text: string, pattern: string): Date {
  const withTwoDigitYear = parse(text, pattern.replace(YEAR_TOKEN, 'yy'), TWO_DIGIT_YEAR_REFERENCE);
  return isValid(withTwoDigitYear) ? withTwoDigitYear : parse(text, pattern.replace(YEAR_TOKEN, 'yyyy'), new Date());
}

/** Text typed into a date input: an ISO 8601 date, or a date in `pattern` (a date-fns pattern such as MM/dd/yyyy). */
export function parseDateInput(text: string, pattern: string): ParsedDate {
  const trimmed = text.trim();
  const date = ISO_DATE.test(trimmed) ? parseISO(trimmed) : parseInPattern(trimmed, pattern);
  return isValid(date) ? { date } : { error: 'DateParseError' };
}

export function parseOrThrow(text: string, pattern: string): Date {
  const parsed = parseDateInput(text, pattern);
  if ('error' in parsed) throw new Error(DATE_HELPER_MESSAGES.unparsable);
  return parsed.date;
}
