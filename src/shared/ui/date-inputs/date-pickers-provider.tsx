import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { pickerLocaleOf } from './config';

/** date-fns behind every picker, in the user's language, with weeks starting on Sunday. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = useMemo(() => pickerLocaleOf(i18n.language), [i18n.language]);
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
