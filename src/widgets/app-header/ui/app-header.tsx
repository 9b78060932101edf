import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $userName } from '@/entities/session';
import { LanguageSelect } from '@/features/change-language';
import { ThemeSelect } from '@/features/change-theme';
import { UpgradeMenu } from '@/features/sales-upsell';
import { ContextSwitcher, SwitchPrompt, TenantSwitcher } from '@/features/switch-context';
import { SignOutButton } from './sign-out-button';

/** Form fields on the coloured bar take its text colour, so that they read as well as the rest of the bar. */
const ON_APP_BAR = {
  '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused, & .MuiSelect-select, & .MuiSvgIcon-root': {
    color: 'inherit',
  },
  '& .MuiOutlinedInput-notchedOutline, &:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
} as const;

export function AppHeader() {
  const { t } = useTranslation();
  const userName = useUnit($userName);
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="p" sx={{ flex: 1 }}>
          {t('ProductName')}
        </Typography>
        <LanguageSelect sx={ON_APP_BAR} />
        <ThemeSelect sx={ON_APP_BAR} />
        <IconButton color="inherit" component={Link} to="/preferences" aria-label={t('Preferences')}>
          <SettingsOutlinedIcon />
        </IconButton>
        <UpgradeMenu />
        <TenantSwitcher />
        <ContextSwitcher />
        {userName && <Box component="span">{userName}</Box>}
        <SignOutButton />
      </Toolbar>
      <SwitchPrompt />
    </AppBar>
  );
}
