import HelpOutlined from '@mui/icons-material/HelpOutlined';
import { IconButton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { DATE_FORMATS, type DateFormat, TIME_FORMAT_NAMES, type TimeFormat } from '@/shared/lib/dates';
import { AppTooltip, SelectField } from '@/shared/ui';

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
      <SelectField
        id={`${idPrefix}-date-format`}
        label={t('DateFormat')}
        value={value.dateFormat}
        options={[
          { value: '', label: defaultDateLabel },
          ...DATE_FORMATS.map((format) => ({ value: format, label: format })),
        ]}
        disabled={disabled}
        onChange={(dateFormat) => onChange({ ...value, dateFormat })}
        // Unsaved is a choice of its own: the select shows it, not an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: '16rem' }}
      />
      <SelectField
        id={`${idPrefix}-time-format`}
        label={t('TimeFormat')}
        value={value.timeFormat}
        options={TIME_FORMAT_NAMES.map((format) => ({ value: format, label: t(TIME_FORMAT_LABELS[format]) }))}
        disabled={disabled}
        onChange={(timeFormat) => onChange({ ...value, timeFormat })}
        sx={{ minWidth: '14rem' }}
      />
      <AppTooltip kind="form-label" title={t('TimeFormatHelp')}>
        <IconButton aria-label={t('TimeFormatHelpLabel')} sx={{ alignSelf: 'center' }}>
          <HelpOutlined fontSize="small" />
        </IconButton>
      </AppTooltip>
    </Stack>
  );
}
