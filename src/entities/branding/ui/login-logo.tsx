import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { brandingQuery, loginPageResourcesQuery } from '../api/branding-queries';
import { chooseLoginLogo } from '../lib/login-logo';
import { readStoredBrand } from '../lib/stored-brand';

/** The organisation's login logo; `tenantGuid` null before sign-in. */
export function LoginLogo({ tenantGuid }: { tenantGuid: string | null }) {
  const { t } = useTranslation();
  const { data: branding } = useQuery(brandingQuery(tenantGuid));
  const { data: resources } = useQuery(loginPageResourcesQuery(tenantGuid));
  const storedLogo = readStoredBrand()?.loginLogoData ?? null;
  const src = chooseLoginLogo({ branding, storedLogo, resources });
  return <Box component="img" src={src} alt={t('OrganisationLogo')} sx={{ height: '4rem', width: 'auto' }} />;
}
