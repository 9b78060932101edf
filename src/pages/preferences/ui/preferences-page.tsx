import { Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims } from '@/entities/session';
import { LanguageSelect } from '@/features/change-language';
import { ThemeSelect } from '@/features/change-theme';
import { PERMISSIONS } from '@/shared/config';

import { OrganizationFormats } from './organization-formats';
import { UserFormats } from './user-formats';

/** The user's language, theme and date and time formats, and the organisation's defaults. */
export function PreferencesPage() {
  const { t } = useTranslation();
  const claims = useUnit($accessClaims);
  const { data: permissions } = useQuery(grantedPermissionsQuery(claims?.tenantGuid ?? null));
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
      <UserFormats userGuid={claims.guid} tenantGuid={claims.tenantGuid} />
      <Divider />
      <OrganizationFormats
        tenantGuid={claims.tenantGuid}
        editable={permissions?.includes(PERMISSIONS.organizationSettingsEdit) ?? false}
      />
    </Stack>
  );
}
