import { AppBar, Box, Toolbar } from '@mui/material';
import { UpgradeMenu, UpsellDialogs } from '@/features/sales-upsell';
import { AccountMenu } from './account-menu';
import { HeaderLogo } from './header-logo';
import { SwitchAccountsDialog } from './switch-accounts-dialog';
import { TenantSwitcher } from './tenant-switcher';

/**
 * The signed-in header: the tenant's logo, then the upsell menu, the context menus (tenant, …) and the account menu.
 * The upsell dialogs are mounted with the menu that opens them, so that every page with the menu can show them.
 * Before the licence agreement is accepted (/eula) there is nothing to buy and no other page to open.
 */
export function AppHeader({ agreementPending = false }: { agreementPending?: boolean }) {
  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 2 }}>
          <HeaderLogo linksHome={!agreementPending} />
          <Box sx={{ flex: 1 }} />
          {!agreementPending && <UpgradeMenu />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TenantSwitcher />
          </Box>
          <AccountMenu showPreferences={!agreementPending} />
        </Toolbar>
      </AppBar>
      <SwitchAccountsDialog />
      {!agreementPending && <UpsellDialogs />}
    </>
  );
}
