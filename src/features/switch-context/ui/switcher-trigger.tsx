import { Box, Button, IconButton } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';

import { AppTooltip } from '@/shared/ui';

import { SWITCHER_LABEL_SX } from './switcher-label';

interface SwitcherTriggerProps {
  /** The full name of the menu and what it holds now, read by assistive technology and shown as the tooltip. */
  label: string;
  icon: ReactElement;
  /**
   * `name`: the icon (with `iconWithName`) and what it holds now, on a wide bar; `icon`: the icon alone, on a phone's
   * or a tablet's bar; `action`: what it does, as a button of the navigation drawer (there the current names show as
   * text beside it, and the visible text is its name).
   */
  look: 'name' | 'icon' | 'action';
  /** The icon shown before the visible name too, when it shows the name. */
  iconWithName?: boolean;
  expanded: boolean;
  onOpen: (anchor: HTMLElement) => void;
  /** The visible name, cut with an ellipsis when long (the `name` look). */
  children: ReactNode;
  /** What the button does, shown in the `action` look. */
  action?: string;
}

/** The header button that opens a switcher's menu. */
export function SwitcherTrigger({
  label,
  icon,
  look,
  iconWithName = false,
  expanded,
  onOpen,
  children,
  action,
}: SwitcherTriggerProps) {
  const trigger = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-expanded': expanded,
    'aria-label': label,
    onClick: (event: { currentTarget: HTMLElement }) => onOpen(event.currentTarget),
  } as const;
  if (look === 'action') {
    const { 'aria-label': _named, ...unnamed } = trigger;
    return (
      <Button {...unnamed} color="primary" variant="outlined" size="small" startIcon={icon}>
        {action}
      </Button>
    );
  }
  if (look === 'icon') {
    return (
      <AppTooltip title={label}>
        <IconButton {...trigger}>{icon}</IconButton>
      </AppTooltip>
    );
  }
  return (
    <Button {...trigger} startIcon={iconWithName ? icon : undefined} sx={{ minWidth: 0 }}>
      <Box component="span" sx={SWITCHER_LABEL_SX}>
        {children}
      </Box>
    </Button>
  );
}
