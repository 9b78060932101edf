import type { DateView } from '@mui/x-date-pickers/models';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

// The seeded languages' month and day names load when a picker needs them: a page carries its user's language only.
const LOCALE_LOADERS: Record<string, () => Promise<Locale>> = {
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  he: () => import('date-fns/locale/he').then((module) => module.he),
};

/** The calendars of the specification start on Sunday, whatever the language. */
const sundayFirst = (locale: Locale): Locale => ({ ...locale, options: { ...locale.options, weekStartsOn: 0 } });

const ENGLISH = sundayFirst(enUS);
const loaded = new Map<string, Locale>([['en', ENGLISH]]);
const loading = new Map<string, Promise<Locale>>();
const baseOf = (language: string) => language.split('-')[0] ?? '';

/** The language's locale when it has loaded (English always has); undefined while it is loading or not asked for. */
export const loadedPickerLocale = (language: string): Locale | undefined =>
  loaded.get(baseOf(language)) ?? (LOCALE_LOADERS[baseOf(language)] ? undefined : ENGLISH);

/** Loads the language's locale once; a language without one, or one that fails to load, gets English. */
export function loadPickerLocale(language: string): Promise<Locale> {
  const base = baseOf(language);
  const load = LOCALE_LOADERS[base];
  const already = loaded.get(base);
  if (already || !load) return Promise.resolve(already ?? ENGLISH);
  let pending = loading.get(base);
  if (!pending) {
    pending = load().then(sundayFirst, () => ENGLISH);
    void pending.then((locale) => loaded.set(base, locale));
    loading.set(base, pending);
  }
  return pending;
}

export const DATE_VIEWS: DateView[] = ['year', 'month', 'day'];
/** Section 9: the year view steps fifteen years at a time, in five rows of three. */
export const YEARS_PER_PAGE = 15;
export const YEARS_PER_ROW = 3;
