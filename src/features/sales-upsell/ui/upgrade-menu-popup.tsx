import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface UpgradeMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onUpgrade: () => void;
  onRenewal: () => void;
}

/** The upsell menu's popup, loaded with its first opening (upgrade-menu.tsx). */
export function UpgradeMenuPopup({ id, anchor, onClose, onUpgrade, onRenewal }: UpgradeMenuPopupProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={onUpgrade}>{t('UpgradeAccount')}</MenuItem>
      <MenuItem onClick={onRenewal}>{t('RequestRenewal')}</MenuItem>
    </Menu>
  );
}
