import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $userName } from '@/entities/session';
import { SignOutButton } from './sign-out-button';
import { SwitchAccountsDialog } from './switch-accounts-dialog';
import { TenantSwitcher } from './tenant-switcher';

export function AppHeader() {
  const { t } = useTranslation();
  const userName = useUnit($userName);
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="p" sx={{ flex: 1 }}>
          {t('ProductName')}
        </Typography>
        <TenantSwitcher />
        {userName && <Box component="span">{userName}</Box>}
        <SignOutButton />
      </Toolbar>
      <SwitchAccountsDialog />
    </AppBar>
  );
}
