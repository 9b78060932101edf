import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useLanguageChoices } from './use-language-choices';

/** The language picker of the preferences page; each language is named in itself. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { choices, current, choose } = useLanguageChoices();
  if (!choices.length) return null;
  return (
    <TextField
      select
      label={t('Language')}
      value={current?.code ?? ''}
      onChange={(event) => choose(event.target.value)}
      sx={{ minWidth: '12rem' }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.code} value={choice.code} lang={choice.code}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
