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
const RANGE_BOUNDS: readonly (keyof DateRange)[] = ['start', 'end'];

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
  const labels = { start: startLabel, end: endLabel };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {RANGE_BOUNDS.map((bound) => (
        <DateInput
          key={bound}
          {...limits}
          label={labels[bound]}
          value={value[bound]}
          onChange={(date) => onChange({ ...value, [bound]: date })}
          required={required}
          externalError={errors[bound]}
        />
      ))}
    </Stack>
  );
}
