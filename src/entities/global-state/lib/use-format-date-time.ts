import { useQuery } from '@tanstack/react-query';
import { isValid } from 'date-fns';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { $sessionOwner } from '@/entities/session/@x/global-state';
import {
  type DateTimePreferences,
  DEFAULT_DATE_FORMAT,
  formatDateTime,
  readablePreferences,
  timeZoneLabel,
} from '@/shared/lib/dates';

import { globalStateQuery } from '../api/global-state-api';

/**
 * The user's date and time formats from global state settings (the user's own, else the organisation's). Unsaved
 * ones are empty (section 3), and so is a stored value the shell cannot show: it must never break a page.
 */
export function useDateTimePreferences(): DateTimePreferences {
  const owner = useUnit($sessionOwner);
  const { data: state } = useQuery(globalStateQuery(owner));
  const setting = (key: string) => state?.settings.find((item) => item.key === key)?.value;
  return readablePreferences({ dateFormat: setting('dateFormat'), timeFormat: setting('timeFormat') });
}

/** The format date inputs read and write: the user's, or the default while it is unsaved. */
export const useDateInputFormat = () => useDateTimePreferences().dateFormat || DEFAULT_DATE_FORMAT;

/**
 * The one way the shell shows a date: in the user's date and time formats. A time window (`alwaysWithTime`) keeps its
 * hours when the user chose not to see times: without them it would say nothing. `withTimeZone` names the zone the
 * time is in (a maintenance window is planned in another one), in the user's language: `MEZ`, or `UTC+01:00`.
 */
export function useFormatDateTime(
  options: { alwaysWithTime?: boolean; withTimeZone?: boolean } = {},
): (date: Date | number | string) => string {
  const preferences = useDateTimePreferences();
  const { i18n } = useTranslation();
  const { withTimeZone = false, ...formatOptions } = options;
  return (value) => {
    const date = new Date(value);
    const shown = formatDateTime(date, preferences, formatOptions);
    return withTimeZone && isValid(date) ? `${shown} ${timeZoneLabel(date, i18n.language)}` : shown;
  };
}
