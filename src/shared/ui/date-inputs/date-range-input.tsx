import { Stack } from '@mui/material';
import { validateRange } from '@/shared/lib/dates/date-rules';
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
}

/** Two date inputs, each with its own picker: a range needs both dates, the start not after the end. */
export function DateRangeInput({ startLabel, endLabel, value, onChange, ...limits }: DateRangeInputProps) {
  const errors = validateRange(value.start, value.end);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DateInput
        {...limits}
        label={startLabel}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        required
        externalError={errors.start}
      />
      <DateInput
        {...limits}
        label={endLabel}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        required
        externalError={errors.end}
      />
    </Stack>
  );
}
