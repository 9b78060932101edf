import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localStore } from '@/shared/lib/storage';
import { brandingQuery, loginPageResourcesQuery } from '../api/branding-queries';
import { chooseLoginLogo } from '../lib/login-logo';

const storedBrandSchema = z.object({ loginLogoData: z.string().nullish() });

/** The organisation's login logo; `tenantGuid` null before sign-in. */
export function LoginLogo({ tenantGuid }: { tenantGuid: string | null }) {
  const { t } = useTranslation();
  const { data: branding } = useQuery(brandingQuery(tenantGuid));
  const { data: resources } = useQuery(loginPageResourcesQuery(tenantGuid !== null));
  const storedLogo = localStore.read('brands', storedBrandSchema)?.loginLogoData ?? null;
  const src = chooseLoginLogo({ branding, storedLogo, resources });
  return <Box component="img" src={src} alt={t('OrganisationLogo')} sx={{ height: '4rem', width: 'auto' }} />;
}
