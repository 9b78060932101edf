import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { LoginLogo } from '@/entities/branding';
import { LanguageButton } from '@/features/change-language';
import { AppFooter } from '@/widgets/app-footer';

import { OidcSignInButton } from './oidc-sign-in-button';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', paddingBlock: 1, paddingInline: 2 }}>
        <LanguageButton />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', padding: 2 }}>
        <Paper sx={{ width: '100%', maxWidth: '28rem', padding: 4 }}>
          <LoginLogo tenantGuid={null} />
          <Typography variant="h5" component="h1" sx={{ marginBlockEnd: 3 }}>
            {t('SignInTitle')}
          </Typography>
          <SignInForm />
          <OidcSignInButton />
        </Paper>
      </Box>
      <AppFooter />
    </Box>
  );
}
