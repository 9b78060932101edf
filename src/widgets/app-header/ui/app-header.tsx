import { AppBar, Box, Toolbar } from '@mui/material';

import { useCompactShell } from '@/entities/navigation';
import { UpgradeMenu, UpsellDialogs } from '@/features/sales-upsell';
import { ContextSwitcher, SwitchPrompt, TenantSwitcher } from '@/features/switch-context';

import { AccountMenu } from './account-menu';
import { HeaderLogo } from './header-logo';
import { NavigationMenuButton } from './navigation-menu-button';

/**
 * The signed-in header: the tenant's logo, then the upsell menu, the context menus (tenant; organisation group,
 * organisation and role) and the account menu. The upsell dialogs are mounted with the menu that opens them, so that
 * every page with the menu can show them. Before the licence agreement is accepted (/eula) there is nothing to buy,
 * no other page to open, and no organisation group, organisation or role to take (accepting takes the role).
 * On a phone or a tablet a menu button opens the navigation, and the upsell and context menus show as named icons, so
 * that the bar fits 320 px; the navigation drawer says the tenant, organisation and role in words.
 */
export function AppHeader({ agreementPending = false }: { agreementPending?: boolean }) {
  const compact = useCompactShell();
  return (
    <>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: compact ? 0.5 : 2, paddingInline: compact ? 1 : undefined }}>
          {compact && !agreementPending && <NavigationMenuButton />}
          <HeaderLogo linksHome={!agreementPending} />
          <Box sx={{ flex: 1 }} />
          {!agreementPending && <UpgradeMenu compact={compact} />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: compact ? 0.5 : 1, minWidth: 0 }}>
            <TenantSwitcher look={compact ? 'icon' : 'name'} />
            {!agreementPending && <ContextSwitcher look={compact ? 'icon' : 'name'} />}
          </Box>
          <AccountMenu showPreferences={!agreementPending} />
        </Toolbar>
      </AppBar>
      <SwitchPrompt />
      {!agreementPending && <UpsellDialogs />}
    </>
  );
}
