import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { $auth } from '@/entities/session';
import { userTenantsQuery } from '@/entities/tenant';

import { tenantSwitchRequested } from '../model/context-switch';
import { SwitcherTrigger } from './switcher-trigger';

const TenantMenu = lazy(() => import('./switcher-menus').then(({ TenantMenu: Menu }) => ({ default: Menu })));

/**
 * Lists the tenants of a user with TENANTS_LIST; without the list there is nothing to switch to. Compact (a phone or a
 * tablet), the bar shows an icon named by the tenant, and the menu marks the current one. The menu loads with the
 * first click.
 */
export function TenantSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [auth, requestSwitch] = useUnit([$auth, tenantSwitchRequested]);
  const tenantGuid = auth?.tenantGuid ?? null;
  const { data: tenants } = useQuery(userTenantsQuery(tenantGuid));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!tenants || tenants.length < 2) return null;
  const current = tenants.find((tenant) => tenant.guid === tenantGuid);
  return (
    <>
      <SwitcherTrigger
        label={t('SwitchTenantLabel', { tenant: current?.name ?? '' })}
        icon={<ApartmentOutlinedIcon />}
        compact={compact}
        expanded={anchor !== null}
        onOpen={(element) => {
          setAnchor(element);
          setOpened(true);
        }}
      >
        {current?.name ?? t('SwitchAccounts')}
      </SwitcherTrigger>
      {opened && (
        <Suspense fallback={null}>
          <TenantMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            tenants={tenants}
            currentGuid={tenantGuid}
            onChoose={(guid) => {
              setAnchor(null);
              if (guid !== tenantGuid) requestSwitch(guid);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
