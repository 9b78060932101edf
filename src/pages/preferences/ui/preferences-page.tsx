import { Divider, Stack, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $accessClaims } from '@/entities/session';
import { LanguageSelect } from '@/features/change-language';
import { ThemeSelect } from '@/features/change-theme';
import {
  fetchOrganizationPreferences,
  fetchUserPreferences,
  saveOrganizationPreferences,
  saveUserPreferences,
} from '../api/ui-settings-calls';
import { FormatSection } from './format-section';

/** Section 6: only this role is named; it sets the organisation's default formats. */
const ORGANIZATION_ADMIN_ROLE = 'Site Admin';

/** The user's language, theme and date and time formats; a site admin also sets the organisation's defaults. */
export function PreferencesPage() {
  const { t } = useTranslation();
  const claims = useUnit($accessClaims);
  if (!claims) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: '48rem' }}>
      <Typography variant="h4" component="h1">
        {t('Preferences')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LanguageSelect />
        <ThemeSelect size="medium" />
      </Stack>
      <Divider />
      <FormatSection
        id="user-formats"
        titleKey="MyDateTimeFormats"
        queryKey={['ui-settings', 'user', claims.guid]}
        read={() => fetchUserPreferences(claims.guid)}
        save={(preferences) => saveUserPreferences(claims.guid, preferences)}
      />
      {claims.role === ORGANIZATION_ADMIN_ROLE && (
        <>
          <Divider />
          <FormatSection
            id="organization-formats"
            titleKey="OrganizationDateTimeFormats"
            queryKey={['ui-settings', 'organization', claims.tenantGuid]}
            read={fetchOrganizationPreferences}
            save={saveOrganizationPreferences}
          />
        </>
      )}
    </Stack>
  );
}
