import { Alert, Stack, Typography } from '@mui/material';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DateFormat, DateTimePreferences, TimeFormat } from '@/shared/lib/dates';
import { AppButton, LoadingIndicator, showToast } from '@/shared/ui';

import type { FormatsToSave } from '../api/ui-settings-api';
import { DateTimeFields, type DateTimeFieldsValue } from './date-time-fields';

interface FormatSectionProps {
  id: string;
  titleKey: string;
  saved: UseQueryResult<DateTimePreferences>;
  /** What an unsaved format stands for, and how the unsaved date format is labelled. */
  defaults: { dateFormat: DateFormat; timeFormat: TimeFormat; labelKey: string };
  /** Absent: the user may not change these formats, which are shown read-only with `readOnlyNoteKey`. */
  save?: UseMutationResult<void, Error, FormatsToSave>;
  readOnlyNoteKey?: string;
}

/** One set of date and time formats (the user's, or the organisation's), read, edited and saved. */
export function FormatSection({ id, titleKey, saved, defaults, save, readOnlyNoteKey }: FormatSectionProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DateTimeFieldsValue | null>(null);
  const value: DateTimeFieldsValue = draft ?? {
    dateFormat: saved.data?.dateFormat ?? '',
    timeFormat: saved.data?.timeFormat || defaults.timeFormat,
  };
  const submit = () =>
    save?.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        showToast({ variant: 'success', message: t('PreferencesSaved') });
      },
      // What the user chose stays on screen, so that saving again is one click.
      onError: () =>
        showToast({ variant: 'error', title: t('PreferencesNotSavedTitle'), message: t('PreferencesNotSaved') }),
    });

  return (
    <Stack component="section" aria-labelledby={`${id}-title`} spacing={2}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {t(titleKey)}
      </Typography>
      {saved.isPending ? (
        <LoadingIndicator />
      ) : (
        <>
          {saved.isError && <Alert severity="warning">{t('PreferencesNotLoaded')}</Alert>}
          {!save && readOnlyNoteKey && <Typography color="text.secondary">{t(readOnlyNoteKey)}</Typography>}
          <DateTimeFields
            idPrefix={id}
            value={value}
            defaultDateLabel={t(defaults.labelKey, { format: defaults.dateFormat })}
            onChange={setDraft}
            disabled={!save}
          />
          {save && (
            <div>
              <AppButton color="primary" loading={save.isPending} onClick={submit}>
                {t('Save')}
              </AppButton>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
