import { AppBar, Box, Toolbar } from '@mui/material';

import { UpgradeMenu, UpsellDialogs } from '@/features/sales-upsell';
import { ContextSwitcher, SwitchPrompt, TenantSwitcher } from '@/features/switch-context';

import { AccountMenu } from './account-menu';
import { HeaderLogo } from './header-logo';

/**
 * The signed-in header: the tenant's logo, then the upsell menu, the context menus (tenant; organisation group,
 * organisation and role) and the account menu. The upsell dialogs are mounted with the menu that opens them, so that
 * every page with the menu can show them. Before the licence agreement is accepted (/eula) there is nothing to buy,
 * no other page to open, and no organisation group, organisation or role to take (accepting takes the role).
 */
export function AppHeader({ agreementPending = false }: { agreementPending?: boolean }) {
  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 2 }}>
          <HeaderLogo linksHome={!agreementPending} />
          <Box sx={{ flex: 1 }} />
          {!agreementPending && <UpgradeMenu />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <TenantSwitcher />
            {!agreementPending && <ContextSwitcher />}
          </Box>
          <AccountMenu showPreferences={!agreementPending} />
        </Toolbar>
      </AppBar>
      <SwitchPrompt />
      {!agreementPending && <UpsellDialogs />}
    </>
  );
}
