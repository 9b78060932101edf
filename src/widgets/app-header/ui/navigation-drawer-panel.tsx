import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { NAVIGATION_DRAWER_ID } from '@/entities/navigation';
import { CurrentContextSummary } from '@/features/switch-context';

import { $navigationDrawerOpen, navigationDrawerClosed } from '../model/navigation-drawer';
import { ModuleList } from './module-list';
import type { ModuleLinks } from './use-module-links';

/** Leaves a strip of the page beside the open drawer, to tap it closed (Material's 56 px). */
const DRAWER_WIDTH = 'min(18rem, calc(100vw - 3.5rem))';

/**
 * The navigation on a phone or a tablet: a temporary drawer from the start edge (the right in right-to-left), opened by
 * the header's menu button (loaded with its first opening: navigation-drawer.tsx). Under its title and close button it
 * says whom the user acts as (the bar shows the switchers as icons only), then lists the modules. It takes the focus
 * (to the open page's link) and gives it back to the button; Escape, the backdrop, the close button, a page chosen and
 * a switch chosen (its save-work prompt follows) close it.
 */
export function NavigationDrawerPanel({ modules, current, titleOf }: Omit<ModuleLinks, 'legacy'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, close] = useUnit([$navigationDrawerOpen, navigationDrawerClosed]);
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={() => close()}
      slotProps={{
        paper: {
          id: NAVIGATION_DRAWER_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: DRAWER_WIDTH },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          paddingInlineStart: 2,
          paddingInlineEnd: 0.5,
          minHeight: 56,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('NavigationDrawerTitle')}
        </Typography>
        <IconButton aria-label={t('CloseNavigation')} onClick={() => close()}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <CurrentContextSummary onSwitchChosen={() => close()} />
      <Divider />
      <ModuleList modules={modules} current={current} titleOf={titleOf} onChoose={() => close()} focusCurrent />
    </Drawer>
  );
}
