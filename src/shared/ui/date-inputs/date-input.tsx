import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DATE_MIN, type DateError, dateMax, formatInPattern, toDateFnsPattern, validateDate } from '@/shared/lib/dates';

import { PickerTextField } from './picker-text-field';
import { useDateInputParser } from './use-date-input-parser';
import { useTypedValue } from './use-typed-value';

const loadCalendar = () => import('./paged-date-calendar');
const PagedDateCalendar = lazy(() => loadCalendar().then(({ PagedDateCalendar: Calendar }) => ({ default: Calendar })));

export interface DateInputProps {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** The user's date format in the specification's tokens, such as MM/DD/YYYY. */
  format: string;
  /** 1 January 1900 when not given. */
  min?: Date;
  /** A hundred years after today when not given. */
  max?: Date;
  /** Whether a date may be chosen. */
  filter?: (date: Date) => boolean;
  required?: boolean;
  /** The error of a rule over more than this input, such as the order of a date range. */
  externalError?: DateError | null;
}

export function DateInput({
  label,
  value,
  onChange,
  format: userFormat,
  min = DATE_MIN,
  max,
  filter,
  required = false,
  externalError = null,
}: DateInputProps) {
  const { t } = useTranslation();
  const pattern = toDateFnsPattern(userFormat);
  const maxDate = useMemo(() => max ?? dateMax(), [max]);
  const { parser, load: loadParser } = useDateInputParser();
  const typing = useTypedValue<DateError>({
    value,
    onChange,
    toText: (date) => formatInPattern(date, userFormat),
    parse: parser && ((text) => parser(text, pattern)),
    loadParser: () => loadParser().then((loaded) => (text: string) => loaded(text, pattern)),
  });

  const error =
    typing.typedError ??
    (value && validateDate(value, { min, max: maxDate, filter })) ??
    externalError ??
    (required && value === null ? 'DateRequired' : null);
  // An empty required input is not an error before the user has been there.
  const shownError = error === 'DateRequired' && !typing.touched ? null : error;

  return (
    <PickerTextField
      label={label}
      typing={typing}
      required={required}
      error={
        shownError
          ? t(shownError, {
              format: userFormat,
              min: formatInPattern(min, userFormat),
              max: formatInPattern(maxDate, userFormat),
            })
          : undefined
      }
      placeholder={userFormat}
      openLabel={t('DateOpenCalendar', { label })}
      icon={<CalendarIcon />}
      preloadPicker={loadCalendar}
      onFocus={() => void loadParser().catch(() => undefined)}
      renderPicker={(close) => (
        <PagedDateCalendar
          value={value}
          onPick={(date) => {
            typing.pick(date);
            close();
          }}
          min={min}
          max={maxDate}
          filter={filter}
        />
      )}
    />
  );
}
