import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { brandingQuery, loginPageResourcesQuery } from '../api/branding-api';
import { chooseLoginLogo, resourcesLoginLogo } from '../lib/login-logo';
import { readStoredBrand } from '../lib/stored-brand';

interface LoginLogoProps {
  /** Null before sign-in. */
  tenantGuid: string | null;
  /** The third source of the logo, which the page chooses (the 404 page: content settings); else the login-page resources. */
  configuredLogo?: string | null;
}

/** The organisation's login logo. */
export function LoginLogo({ tenantGuid, configuredLogo }: LoginLogoProps) {
  const { t } = useTranslation();
  const fromResources = configuredLogo === undefined;
  const { data: branding } = useQuery(brandingQuery(tenantGuid));
  const { data: resources } = useQuery({ ...loginPageResourcesQuery(tenantGuid), enabled: fromResources });
  const storedLogo = readStoredBrand()?.loginLogoData ?? null;
  const src = chooseLoginLogo({
    branding,
    storedLogo,
    configuredLogo: fromResources ? resourcesLoginLogo(resources) : configuredLogo,
  });
  return <Box component="img" src={src} alt={t('OrganisationLogo')} sx={{ height: '4rem', width: 'auto' }} />;
}
