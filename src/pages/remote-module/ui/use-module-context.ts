import { useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ModuleContext } from '@trellis/module-sdk';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { globalStateQuery } from '@/entities/global-state';
import { $accessClaims, $sessionOwner, $tenantGuid } from '@/entities/session';
import { currentTenantQuery } from '@/entities/tenant';

/** The shell's context as a hosted module is told it: who, in which tenant, in which language and theme. */
export function useModuleContext(): ModuleContext {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const claims = useUnit($accessClaims);
  const owner = useUnit($sessionOwner);
  const tenantGuid = useUnit($tenantGuid);
  const { data: state } = useQuery(globalStateQuery(owner));
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  const user = state?.user;
  const name = user?.FullName.trim() || [user?.FirstName.trim(), user?.LastName.trim()].filter(Boolean).join(' ');
  const email = user?.Email.trim() || claims?.email || '';
  return useMemo(
    () => ({
      user: { email, name: name || null },
      tenant: { guid: tenantGuid ?? '', name: tenant?.name ?? null },
      language: i18n.language,
      direction: theme.direction,
      theme: theme.palette.mode,
    }),
    [email, name, tenantGuid, tenant?.name, i18n.language, theme.direction, theme.palette.mode],
  );
}
