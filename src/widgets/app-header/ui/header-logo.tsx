import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { brandingQuery } from '@/entities/branding';
import { $tenantGuid } from '@/entities/session';
import { currentTenantQuery } from '@/entities/tenant';
import { ROUTES } from '@/shared/config';

import { logoAddress } from '../lib/logo-address';

/** Logo height on the bar: the toolbar's 64px less its padding. */
const LOGO_HEIGHT = '2.5rem';
/** On a phone the logo leaves room for the bar's five buttons at 320 px; the image scales down whole. */
const LOGO_MAX_WIDTH = { xs: '6rem', sm: '12rem' };

/**
 * The tenant's logo (branding `logoData`), named by the tenant's page title; the product's name in text when the
 * tenant has no logo or it cannot be shown. It leads home, except where home cannot be opened yet.
 */
export function HeaderLogo({ linksHome }: { linksHome: boolean }) {
  const { t } = useTranslation();
  const tenantGuid = useUnit($tenantGuid);
  const { data: branding } = useQuery(brandingQuery(tenantGuid));
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const src = logoAddress(branding?.logoData);
  const title = branding?.pageTitle?.trim() || tenant?.name || t('ProductName');

  const mark =
    src && src !== brokenLogo ? (
      <Box
        component="img"
        src={src}
        alt={title}
        onError={() => setBrokenLogo(src)}
        sx={{ display: 'block', height: LOGO_HEIGHT, width: 'auto', maxWidth: LOGO_MAX_WIDTH, objectFit: 'contain' }}
      />
    ) : (
      <Typography variant="h6" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('ProductName')}
      </Typography>
    );
  if (!linksHome) return mark;
  return (
    <Link
      component={RouterLink}
      to={ROUTES.landing}
      color="inherit"
      underline="none"
      sx={{ display: 'block', minWidth: 0 }}
    >
      {mark}
    </Link>
  );
}
