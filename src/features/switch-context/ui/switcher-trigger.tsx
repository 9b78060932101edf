import { Box, Button, IconButton } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';

import { AppTooltip } from '@/shared/ui';

import { SWITCHER_LABEL_SX } from './switcher-label';

interface SwitcherTriggerProps {
  /** The full name of the menu and what it holds now, read by assistive technology and shown as the tooltip. */
  label: string;
  icon: ReactElement;
  /** On a phone or a tablet: the icon alone. */
  compact: boolean;
  /** The icon shown before the visible name too, when not compact. */
  iconWithName?: boolean;
  expanded: boolean;
  onOpen: (anchor: HTMLElement) => void;
  /** The visible name, cut with an ellipsis when long. */
  children: ReactNode;
}

/** The header button that opens a switcher's menu. */
export function SwitcherTrigger({
  label,
  icon,
  compact,
  iconWithName = false,
  expanded,
  onOpen,
  children,
}: SwitcherTriggerProps) {
  const trigger = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-expanded': expanded,
    'aria-label': label,
    onClick: (event: { currentTarget: HTMLElement }) => onOpen(event.currentTarget),
  } as const;
  if (compact) {
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
