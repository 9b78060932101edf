import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { grantedPermissionsQuery } from '@/entities/permission';
import { $tenantGuid } from '@/entities/session';
import { handOverTarget } from '@/features/connected-app-links';
import { originOf, PERMISSIONS, ROUTES, runtimeLinksQuery } from '@/shared/config';
import { LoadingIndicator, PageLoader } from '@/shared/ui';

/** The whole browser goes; `replace`, so that Back returns to the page the link was on, not to this one. */
const leaveFor = (landingPage: string) => window.location.replace(landingPage);

/**
 * /auth/connected-apps (section 2): hands a signed-in user with AccessToMyOT over to the landing page of the
 * connected community application, which signs them in through the same identity provider. Any other link, or a
 * user without the permission, gets an explanation and the way back.
 */
export function ConnectedAppsPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { data: links } = useQuery(runtimeLinksQuery());
  const target = handOverTarget(query, originOf(links?.connectedAppOrigin));
  const tenantGuid = useUnit($tenantGuid);
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const allowed = permissions?.includes(PERMISSIONS.accessToCommunity);
  const landingPage = target.kind === 'hand-over' && allowed ? target.landingPage : null;

  useEffect(() => {
    if (landingPage) leaveFor(landingPage);
  }, [landingPage]);

  if (!links || (target.kind === 'hand-over' && permissions === undefined)) return <PageLoader />;
  const refusal =
    target.kind === 'refused'
      ? { title: t('ConnectedAppLinkRefusedTitle'), text: t('ConnectedAppLinkRefusedText') }
      : allowed
        ? null
        : { title: t('ConnectedAppNoAccessTitle'), text: t('ConnectedAppNoAccessText') };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 2 }}>
      <Paper sx={{ maxWidth: '32rem', padding: 4, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {refusal ? refusal.title : t('ConnectedAppOpeningTitle')}
        </Typography>
        {refusal ? (
          <>
            <Alert severity="warning">{refusal.text}</Alert>
            <Button component={Link} to={ROUTES.landing} variant="contained">
              {t('BackToApplication')}
            </Button>
          </>
        ) : (
          <>
            <LoadingIndicator size="md" />
            <Typography>{t('ConnectedAppOpeningText')}</Typography>
            <Button variant="contained" onClick={() => landingPage && leaveFor(landingPage)}>
              {t('ConnectedAppContinue')}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
