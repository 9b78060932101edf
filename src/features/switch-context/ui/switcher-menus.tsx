import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import { type ReactElement, useId } from 'react';

import type { ContextChoice, ContextSection } from './use-context-sections';

// The switchers' menus (MUI's Menu, Popover and Modal) load with the first click on either: the shell paints without.

interface MenuPopupProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The tenants' menu, the current one marked. */
export function TenantMenu({
  anchor,
  onClose,
  tenants,
  currentGuid,
  onChoose,
}: MenuPopupProps & {
  tenants: readonly { guid: string; name: string }[];
  currentGuid: string | null;
  onChoose: (guid: string) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} disablePortal>
      {tenants.map((tenant) => (
        <MenuItem key={tenant.guid} selected={tenant.guid === currentGuid} onClick={() => onChoose(tenant.guid)}>
          {tenant.name}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The organisation group, organisation and role choices, each section under its heading. */
export function ContextMenu({
  anchor,
  onClose,
  sections,
  onChoose,
}: MenuPopupProps & { sections: readonly ContextSection[]; onChoose: (choice: ContextChoice) => void }) {
  const headingId = useId();
  // The menu takes its items as direct children, for its keyboard navigation: no fragments, no wrappers.
  const items = sections.flatMap(({ title, choices }, index): ReactElement[] => [
    ...(index > 0 ? [<Divider key={`divider-${title}`} />] : []),
    <ListSubheader key={`heading-${title}`} id={`${headingId}-${index}`} role="presentation">
      {title}
    </ListSubheader>,
    ...choices.map((choice) => (
      <MenuItem
        key={`${title}-${choice.key}`}
        role="menuitemradio"
        aria-checked={choice.current}
        aria-describedby={`${headingId}-${index}`}
        selected={choice.current}
        sx={{ paddingInlineStart: 2 + 2 * (choice.depth ?? 0) }}
        onClick={() => onChoose(choice)}
      >
        {choice.label}
      </MenuItem>
    )),
  ]);
  return (
    // Kept inside the header's landmark, where it belongs for assistive technology.
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} variant="menu" disablePortal>
      {items}
    </Menu>
  );
}
