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
 * Lists the tenants of a user with TENANTS_LIST; without the list there is nothing to switch to. On a phone's or a
 * tablet's bar it is an icon named by the tenant, in the navigation drawer a "Switch tenant" button; the menu marks the
 * current one. The menu loads with the first click.
 */
export function TenantSwitcher({
  look = 'name',
  onSwitchChosen,
}: {
  look?: 'name' | 'icon' | 'action';
  /** Called when another tenant is chosen, before the save-work prompt (the drawer closes). */
  onSwitchChosen?: () => void;
}) {
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
        look={look}
        action={t('SwitchTenant')}
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
              if (guid === tenantGuid) return;
              onSwitchChosen?.();
              requestSwitch(guid);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
