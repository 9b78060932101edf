import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, TIME_FORMATS, type DateTimePreferences } from '@/shared/lib/dates';

const TIME_FORMAT_LABELS: Record<string, string> = {
  '12Hour': 'TimeFormat12Hour',
  '24Hour': 'TimeFormat24Hour',
  DoNotDisplay: 'TimeFormatDoNotDisplay',
};

export function DateTimeFields({
  value,
  onChange,
  idPrefix,
}: {
  value: DateTimePreferences;
  onChange: (next: DateTimePreferences) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        id={`${idPrefix}-date-format`}
        label={t('DateFormat')}
        value={value.dateFormat}
        onChange={(event) => onChange({ ...value, dateFormat: event.target.value })}
        sx={{ minWidth: '14rem' }}
      >
        <MenuItem value="">{t('DateFormatDefault')}</MenuItem>
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
        value={value.timeFormat || '12Hour'}
        onChange={(event) => onChange({ ...value, timeFormat: event.target.value })}
        sx={{ minWidth: '14rem' }}
      >
        {Object.keys(TIME_FORMATS).map((format) => (
          <MenuItem key={format} value={format}>
            {t(TIME_FORMAT_LABELS[format] ?? format)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
