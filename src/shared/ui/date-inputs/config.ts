import type { DateView } from '@mui/x-date-pickers/models';
import type { Locale } from 'date-fns';
import { ar, de, enUS, fr, he } from 'date-fns/locale';

const LOCALES: Record<string, Locale> = { ar, de, fr, he };

/** The language's month and day names; the calendars of the specification start on Sunday, whatever the language. */
export function pickerLocaleOf(language: string): Locale {
  const locale = LOCALES[language.split('-')[0] ?? ''] ?? enUS;
  return { ...locale, options: { ...locale.options, weekStartsOn: 0 } };
}

export const DATE_VIEWS: DateView[] = ['year', 'month', 'day'];
/** Section 9: the year view steps fifteen years at a time, in five rows of three. */
export const YEARS_PER_PAGE = 15;
export const YEARS_PER_ROW = 3;
