import { ClockIcon } from '@mui/x-date-pickers/icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

import { formatInPattern, parseTimeInput, type TimeError } from '@/shared/lib/dates';

import { PickerTextField } from './picker-text-field';
import { useTypedValue } from './use-typed-value';

export interface TimeInputProps {
  label: string;
  value: Date | null;
  onChange: (time: Date | null) => void;
  /** Hours 1 to 12 with AM or PM, else 0 to 23. */
  twelveHour: boolean;
  required?: boolean;
}

const TIME_PATTERN = { twelveHour: 'hh:mm A', twentyFourHour: 'HH:mm' } as const;

const loadClock = () => import('@mui/x-date-pickers/DigitalClock');
const DigitalClock = lazy(() => loadClock().then(({ DigitalClock: Clock }) => ({ default: Clock })));
const TIME_HINT = { twelveHour: 'hh:mm AM', twentyFourHour: 'HH:mm' } as const;

/** A time of day, typed ("15:07", "3:07 PM") or picked from a list; the day is the value's, or today. */
export function TimeInput({ label, value, onChange, twelveHour, required = false }: TimeInputProps) {
  const { t } = useTranslation();
  const mode = twelveHour ? 'twelveHour' : 'twentyFourHour';
  const typing = useTypedValue<TimeError>({
    value,
    onChange,
    toText: (time) => formatInPattern(time, TIME_PATTERN[mode]),
    parse: (text) => parseTimeInput(text, twelveHour, value ?? new Date()),
  });
  const error = typing.typedError ?? (required && value === null && typing.touched ? 'TimeRequired' : null);

  return (
    <PickerTextField
      label={label}
      typing={typing}
      required={required}
      error={error ? t(error) : undefined}
      placeholder={TIME_HINT[mode]}
      openLabel={t('TimeOpenList', { label })}
      icon={<ClockIcon />}
      preloadPicker={loadClock}
      renderPicker={(close) => (
        <DigitalClock
          value={value}
          ampm={twelveHour}
          onChange={(time) => {
            typing.pick(time);
            close();
          }}
          autoFocus
        />
      )}
    />
  );
}
