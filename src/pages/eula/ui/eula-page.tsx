import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { $isLoggingOut, logOutRequested } from '@/entities/session';
import { AppButton, SafeHtml } from '@/shared/ui';
import { AppFooter } from '@/widgets/app-footer';
import { AppHeader } from '@/widgets/app-header';
import { BannerBar } from '@/widgets/banner-bar';

import { $acceptFailed, $isAccepting, eulaAccepted } from '../model/accept-eula';

const TITLE_ID = 'eula-title';

/**
 * The end-user licence agreement, which a user in the AcceptEula role reads and accepts before anything else.
 * The text is the server's translation (tenants may word their own), sanitised as HTML.
 */
export function EulaPage() {
  const { t } = useTranslation();
  const [accept, isAccepting, acceptFailed, decline, isDeclining] = useUnit([
    eulaAccepted,
    $isAccepting,
    $acceptFailed,
    logOutRequested,
    $isLoggingOut,
  ]);
  const busy = isAccepting || isDeclining;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <BannerBar />
      <AppHeader agreementPending />
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', padding: 2 }}>
        <Paper sx={{ maxWidth: '48rem', padding: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1" id={TITLE_ID}>
            {t('EulaTitle')}
          </Typography>
          <Typography>{t('EulaText')}</Typography>
          {/* Scrolls on its own, so it takes the focus for keyboard scrolling. */}
          <SafeHtml
            html={t('EulaAgreement')}
            role="region"
            aria-labelledby={TITLE_ID}
            tabIndex={0}
            sx={{
              maxHeight: '50vh',
              overflowY: 'auto',
              paddingInline: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '& h2': { typography: 'subtitle1', fontWeight: 600, marginBlockEnd: 0.5 },
              '& p, & ul': { typography: 'body2', marginBlockStart: 0 },
            }}
          />
          {acceptFailed && <Alert severity="error">{t('EulaAcceptFailed')}</Alert>}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <AppButton color="tertiary" onClick={() => decline()} disabled={busy} loading={isDeclining}>
              {t('DeclineEula')}
            </AppButton>
            <AppButton color="primary" onClick={() => accept()} disabled={busy} loading={isAccepting}>
              {t('AcceptEula')}
            </AppButton>
          </Stack>
        </Paper>
      </Box>
      <AppFooter />
    </Box>
  );
}
