import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { Menu, MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { $auth } from '@/entities/session';
import { userTenantsQuery } from '@/entities/tenant';

import { tenantSwitchRequested } from '../model/context-switch';
import { SwitcherTrigger } from './switcher-trigger';

/**
 * Lists the tenants of a user with TENANTS_LIST; without the list there is nothing to switch to. Compact (a phone or a
 * tablet), the bar shows an icon named by the tenant, and the menu marks the current one.
 */
export function TenantSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [auth, requestSwitch] = useUnit([$auth, tenantSwitchRequested]);
  const tenantGuid = auth?.tenantGuid ?? null;
  const { data: tenants } = useQuery(userTenantsQuery(tenantGuid));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!tenants || tenants.length < 2) return null;
  const current = tenants.find((tenant) => tenant.guid === tenantGuid);
  return (
    <>
      <SwitcherTrigger
        label={t('SwitchTenantLabel', { tenant: current?.name ?? '' })}
        icon={<ApartmentOutlinedIcon />}
        compact={compact}
        expanded={anchor !== null}
        onOpen={setAnchor}
      >
        {current?.name ?? t('SwitchAccounts')}
      </SwitcherTrigger>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disablePortal>
        {tenants.map((tenant) => (
          <MenuItem
            key={tenant.guid}
            selected={tenant.guid === tenantGuid}
            onClick={() => {
              setAnchor(null);
              if (tenant.guid !== tenantGuid) requestSwitch(tenant.guid);
            }}
          >
            {tenant.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
