import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { globalStateQuery, languagesQuery } from '@/entities/global-state';
import { $accessClaims } from '@/entities/session';
import { languageChosen } from '../model/language';

/** The languages of the global state (else the platform's list), each in its own name. */
export function LanguageSelect({ sx }: { sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation();
  const claims = useUnit($accessClaims);
  const chosen = useUnit(languageChosen);
  const owner = claims ? { userGuid: claims.guid, tenantGuid: claims.tenantGuid } : null;
  const { data: state, isFetched } = useQuery(globalStateQuery(owner));
  const fromState = state?.languages ?? [];
  const { data: fromPlatform = [] } = useQuery(languagesQuery(isFetched && !fromState.length));
  const languages = fromState.length ? fromState : fromPlatform;
  if (!languages.length) return null;
  const current = languages.some((language) => language.Code === i18n.language) ? i18n.language : '';
  return (
    <TextField
      select
      size="small"
      label={t('Language')}
      value={current}
      onChange={(event) => chosen(event.target.value)}
      sx={[{ minWidth: '10rem' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {languages.map((language) => (
        <MenuItem key={language.Code} value={language.Code} lang={language.Code}>
          {language.NativeName || language.Name}
        </MenuItem>
      ))}
    </TextField>
  );
}
