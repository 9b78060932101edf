import UpgradeOutlinedIcon from '@mui/icons-material/UpgradeOutlined';
import { Button, IconButton, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { $tenantGuid } from '@/entities/session';
import { currentTenantQuery, SANDBOX_BUYING_TYPE } from '@/entities/tenant';
import { AppTooltip } from '@/shared/ui';

import { $isBusy, renewalRequested, upgradeOpened } from '../model/upsell-flow';

// The menu (MUI's Menu, Popover and Modal) loads with the first click: the shell paints without it.
const UpgradeMenuPopup = lazy(() =>
  import('./upgrade-menu-popup').then(({ UpgradeMenuPopup: Popup }) => ({ default: Popup })),
);

/**
 * The header's way into the upsell flows; a sandbox is a copy for trying things, so it offers none. Compact (a phone
 * or a tablet), an icon named Upgrade.
 */
export function UpgradeMenu({ sx, compact = false }: { sx?: SxProps<Theme>; compact?: boolean }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [openUpgrade, requestRenewal, isBusy] = useUnit([upgradeOpened, renewalRequested, $isBusy]);
  const tenantGuid = useUnit($tenantGuid);
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  if (!tenant || tenant.buyingType === SANDBOX_BUYING_TYPE) return null;

  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const trigger = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': Boolean(anchor),
    disabled: isBusy,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget);
      setOpened(true);
    },
  } as const;
  return (
    <>
      {compact ? (
        <AppTooltip title={t('Upgrade')}>
          <IconButton {...trigger} aria-label={t('Upgrade')} sx={sx}>
            <UpgradeOutlinedIcon />
          </IconButton>
        </AppTooltip>
      ) : (
        <Button {...trigger} variant="outlined" sx={sx}>
          {t('Upgrade')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <UpgradeMenuPopup
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onUpgrade={choose(openUpgrade)}
            onRenewal={choose(requestRenewal)}
          />
        </Suspense>
      )}
    </>
  );
}
