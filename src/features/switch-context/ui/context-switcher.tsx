import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useUnit } from 'effector-react';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { contextChangeRequested } from '../model/context-switch';
import { SwitcherTrigger } from './switcher-trigger';
import { type ContextChoice, useContextSections } from './use-context-sections';

/**
 * The header's menu of the session's organisation group, organisation and role (sections 1 and 4). Compact (a phone
 * or a tablet), the bar shows its icon alone, named as in full.
 */
export function ContextSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const requestChange = useUnit(contextChangeRequested);
  const context = useContextSections();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!context) return null;

  const choose = (choice: ContextChoice) => {
    setAnchor(null);
    if (!choice.current) requestChange(choice.change);
  };
  // The menu takes its items as direct children, for its keyboard navigation: no fragments, no wrappers.
  const items = context.sections.flatMap(({ title, choices }, index): ReactElement[] => [
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
        onClick={() => choose(choice)}
      >
        {choice.label}
      </MenuItem>
    )),
  ]);

  const { current, orgGroupName } = context;
  const organizationName = current.organization?.Name ?? '';
  return (
    <>
      <SwitcherTrigger
        label={t('SwitchContextLabel', { organization: organizationName, orgGroup: orgGroupName, role: current.role })}
        icon={<AccountTreeOutlinedIcon />}
        iconWithName
        compact={compact}
        expanded={anchor !== null}
        onOpen={setAnchor}
      >
        {organizationName || t('ContextOrganization')}
      </SwitcherTrigger>
      {/* Kept inside the header's landmark, where it belongs for assistive technology. */}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} variant="menu" disablePortal>
        {items}
      </Menu>
    </>
  );
}
