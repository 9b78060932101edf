import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { DATE_FORMATS, type DateFormat, TIME_FORMAT_NAMES, type TimeFormat } from '@/shared/lib/dates';

const TIME_FORMAT_LABELS: Record<TimeFormat, string> = {
  '12Hour': 'TimeFormat12Hour',
  '24Hour': 'TimeFormat24Hour',
  DoNotDisplay: 'TimeFormatDoNotDisplay',
};

export interface DateTimeFieldsValue {
  /** Empty: unsaved, shown as the default choice. */
  dateFormat: DateFormat | '';
  timeFormat: TimeFormat;
}

interface DateTimeFieldsProps {
  idPrefix: string;
  value: DateTimeFieldsValue;
  /** The label of the unsaved date format, naming the format it stands for. */
  defaultDateLabel: string;
  onChange: (next: DateTimeFieldsValue) => void;
  disabled?: boolean;
}

export function DateTimeFields({ idPrefix, value, defaultDateLabel, onChange, disabled = false }: DateTimeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        id={`${idPrefix}-date-format`}
        label={t('DateFormat')}
        value={value.dateFormat}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, dateFormat: event.target.value as DateFormat | '' })}
        // Unsaved is a choice of its own: the select shows it, not an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: '16rem' }}
      >
        <MenuItem value="">{defaultDateLabel}</MenuItem>
        {DATE_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {format}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${idPrefix}-time-format`}
        label={t('TimeFormat')}
        value={value.timeFormat}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, timeFormat: event.target.value as TimeFormat })}
        sx={{ minWidth: '14rem' }}
      >
        {TIME_FORMAT_NAMES.map((format) => (
          <MenuItem key={format} value={format}>
            {t(TIME_FORMAT_LABELS[format])}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
