import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Outlet } from 'react-router-dom';

import { navigationConfigurationQuery } from '@/entities/navigation';
import { $tenantGuid } from '@/entities/session';
import { StartupDialogs } from '@/features/startup-dialogs';
import { AppFooter } from '@/widgets/app-footer';
import { AppHeader, ModuleNavigation } from '@/widgets/app-header';
import { BannerBar } from '@/widgets/banner-bar';

import { ModuleOverrideBanner } from './module-override-banner';

/** The shell around the business modules: banner bar, header, navigation, the module, footer, startup dialogs. */
export function MfeHostPage() {
  const tenantGuid = useUnit($tenantGuid);
  const { data: configuration } = useQuery(navigationConfigurationQuery(tenantGuid));
  const legacy = configuration?.showLegacyNavigation ?? true;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ModuleOverrideBanner />
      <BannerBar />
      <AppHeader />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: legacy ? 'column' : 'row' }}>
        <ModuleNavigation />
        <Box component="main" sx={{ flex: 1, padding: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
      <AppFooter />
      <StartupDialogs />
    </Box>
  );
}
