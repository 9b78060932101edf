import { Alert, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateTimePreferences } from '@/shared/lib/dates';
import { AppButton, LoadingIndicator, showToast } from '@/shared/ui';
import { DateTimeFields } from './date-time-fields';

interface FormatSectionProps {
  id: string;
  titleKey: string;
  queryKey: readonly unknown[];
  read: () => Promise<DateTimePreferences>;
  save: (preferences: DateTimePreferences) => Promise<void>;
}

/** One set of date and time formats (the user's, or the organisation's), read, edited and saved. */
export function FormatSection({ id, titleKey, queryKey, read, save }: FormatSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey, queryFn: read });
  const [draft, setDraft] = useState<DateTimePreferences | null>(null);
  const value = draft ?? saved.data ?? { dateFormat: '', timeFormat: '' };
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      setDraft(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ['global-state'] }),
      ]);
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
          <DateTimeFields idPrefix={id} value={value} onChange={setDraft} />
          <div>
            <AppButton color="primary" loading={mutation.isPending} onClick={() => mutation.mutate(value)}>
              {t('Save')}
            </AppButton>
          </div>
        </>
      )}
    </Stack>
  );
}
