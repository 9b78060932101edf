import { Stack } from '@mui/material';

import { validateRange } from '@/shared/lib/dates';

import { DateInput, type DateInputProps } from './date-input';

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

interface DateRangeInputProps extends Pick<DateInputProps, 'format' | 'min' | 'max' | 'filter'> {
  startLabel: string;
  endLabel: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** A required range marks both inputs; an optional one (a filter) may stay empty, but once begun needs both dates. */
  required?: boolean;
}

const NO_ERRORS = { start: null, end: null } as const;

/** Two date inputs, each with its own picker: a range needs both dates, the start not after the end. */
export function DateRangeInput({
  startLabel,
  endLabel,
  value,
  onChange,
  required = false,
  ...limits
}: DateRangeInputProps) {
  const empty = value.start === null && value.end === null;
  const errors = !required && empty ? NO_ERRORS : validateRange(value.start, value.end);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DateInput
        {...limits}
        label={startLabel}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        required={required}
        externalError={errors.start}
      />
      <DateInput
        {...limits}
        label={endLabel}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        required={required}
        externalError={errors.end}
      />
    </Stack>
  );
}
