import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';

import { loadedPickerLocale, loadPickerLocale } from './config';

/**
 * date-fns behind every picker, in the user's language, with weeks starting on Sunday. Suspends while the language's
 * month and day names load (once per language; the input that holds the picker asks for them as it shows).
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = loadedPickerLocale(i18n.language) ?? use(loadPickerLocale(i18n.language));
  const localeText = {
    previousMonth: t('DatePreviousMonth'),
    nextMonth: t('DateNextMonth'),
    calendarViewSwitchingButtonAriaLabel: (view: string) =>
      view === 'year' ? t('DateYearViewOpen') : t('DateSwitchToYearView'),
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
