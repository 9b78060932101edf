import { List, ListItemButton, ListItemText, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { preloadOnIntent } from '../lib/preload-on-intent';
import type { ModuleLinks } from './use-module-links';

interface ModuleListProps extends Omit<ModuleLinks, 'legacy'> {
  /** Called when a page is chosen (the drawer closes). */
  onChoose?: () => void;
  /** The open page's link takes the focus as the list shows (in the drawer). */
  focusCurrent?: boolean;
  sx?: SxProps<Theme>;
}

/** The modules as a vertical list of links, the open one marked as the current page. */
export function ModuleList({ modules, current, titleOf, onChoose, focusCurrent = false, sx }: ModuleListProps) {
  const { t } = useTranslation();
  return (
    <List component="nav" aria-label={t('ModuleNavigation')} sx={sx}>
      {modules.map((module) => (
        <ListItemButton
          key={module.id}
          component={NavLink}
          to={module.path}
          selected={module === current}
          aria-current={module === current ? 'page' : undefined}
          autoFocus={focusCurrent && module === current}
          onClick={onChoose}
          {...preloadOnIntent(module)}
        >
          <ListItemText primary={titleOf(module)} />
        </ListItemButton>
      ))}
    </List>
  );
}
