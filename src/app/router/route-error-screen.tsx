import { Box, Button, Stack, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

import { $isLoggedIn, $isLoggingOut, logOutRequested } from '@/entities/session';

/**
 * What a route shows when its code fails to load or it throws while rendering: a way on (reload, log out), never
 * the error itself. `withinShell`: a module's error, shown inside the shell's own main landmark and header.
 */
export function RouteErrorScreen({ withinShell = false }: { withinShell?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const [isLoggedIn, logOut, isLoggingOut] = useUnit([$isLoggedIn, logOutRequested, $isLoggingOut]);
  // Kept for whoever investigates (the console), not for the user.
  useEffect(() => console.error('A route failed:', error), [error]);

  return (
    <Box
      component={withinShell ? 'div' : 'main'}
      sx={{ display: 'grid', placeItems: 'center', minHeight: withinShell ? '50vh' : '100vh', padding: 3 }}
    >
      <Stack spacing={2} sx={{ maxWidth: '36rem' }}>
        <Typography variant="h4" component="h1">
          {t('ErrorScreenTitle')}
        </Typography>
        <Typography>{t('ErrorScreenMessage')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('Reload')}
          </Button>
          {isLoggedIn && (
            <Button variant="outlined" onClick={() => logOut()} disabled={isLoggingOut}>
              {t('LogOut')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
