import { Button, Menu, MenuItem, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { $tenantGuid } from '@/entities/session';
import { currentTenantQuery, SANDBOX_BUYING_TYPE } from '@/entities/tenant';

import { $isBusy, renewalRequested, upgradeOpened } from '../model/upsell-flow';

/** The header's way into the upsell flows; a sandbox is a copy for trying things, so it offers none. */
export function UpgradeMenu({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openUpgrade, requestRenewal, isBusy] = useUnit([upgradeOpened, renewalRequested, $isBusy]);
  const tenantGuid = useUnit($tenantGuid);
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  if (!tenant || tenant.buyingType === SANDBOX_BUYING_TYPE) return null;

  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        disabled={isBusy}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        {t('Upgrade')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(openUpgrade)}>{t('UpgradeAccount')}</MenuItem>
        <MenuItem onClick={choose(requestRenewal)}>{t('RequestRenewal')}</MenuItem>
      </Menu>
    </>
  );
}
