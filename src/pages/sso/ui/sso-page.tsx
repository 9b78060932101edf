import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { ROUTES } from '@/shared/config';
import { LoadingIndicator } from '@/shared/ui';
import { AppFooter } from '@/widgets/app-footer';

import { $ssoFailed, ssoPageOpened } from '../model/complete-sso';

/** Completes single sign-on: exchanges the identity provider's code for tokens, then opens the app. */
export function SsoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [failed, opened] = useUnit([$ssoFailed, ssoPageOpened]);
  const code = params.get('code');
  const isOidc = params.has('state');
  useEffect(() => {
    opened({ code, isOidc });
  }, [code, isOidc, opened]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', padding: 2 }}>
        <Paper sx={{ maxWidth: '28rem', padding: 4, display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t('SingleSignOn')}
          </Typography>
          {failed ? (
            <>
              <Alert severity="error">{t('SingleSignOnFailed')}</Alert>
              <Button component={Link} to={ROUTES.signIn} variant="contained">
                {t('SignIn')}
              </Button>
            </>
          ) : (
            <LoadingIndicator size="md" />
          )}
        </Paper>
      </Box>
      <AppFooter />
    </Box>
  );
}
