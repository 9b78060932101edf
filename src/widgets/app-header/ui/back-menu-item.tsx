import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Leaves a sub-menu of the account menu for the main one. */
export function BackMenuItem({ onClick, autoFocus = false }: { onClick: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <MenuItem onClick={onClick} autoFocus={autoFocus}>
      <ListItemIcon>
        {/* The arrow points back in the reading direction. */}
        <ArrowBackIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </ListItemIcon>
      <ListItemText primary={t('Back')} />
    </MenuItem>
  );
}
