import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { Button, Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationTreeQuery } from '@/entities/organization';
import { $accessClaims, ACCEPT_EULA_ROLE, type ContextSwitch } from '@/entities/session';
import { userContextQuery } from '../api/user-context-query';
import { organizationChoices } from '../lib/organization-choices';
import { contextChangeRequested } from '../model/context-switch';

interface Choice {
  key: string;
  label: string;
  depth?: number;
  current: boolean;
  change: ContextSwitch;
}

/** The header's menu of the session's organisation group, organisation and role (sections 1 and 4). */
export function ContextSwitcher() {
  const { t } = useTranslation();
  const headingId = useId();
  const [claims, requestChange] = useUnit([$accessClaims, contextChangeRequested]);
  const scope = claims ? { tenantGuid: claims.tenantGuid, orgGroupGuid: claims.orgGroupGuid, role: claims.role } : null;
  const { data: context } = useQuery(userContextQuery(scope));
  const { data: tree } = useQuery(organizationTreeQuery(scope?.tenantGuid ?? null));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Until the licence is accepted on /eula, taking the virtual role here would skip the agreement.
  if (!context || claims?.role === ACCEPT_EULA_ROLE) return null;

  const { current } = context;
  const sections: { title: string; choices: Choice[] }[] = [
    {
      title: t('ContextOrgGroup'),
      choices: context.orgGroups.map((group) => ({
        key: group.guid,
        label: group.name,
        current: group.guid === current.orgGroupGuid,
        change: { orggroup_id: group.guid },
      })),
    },
    {
      title: t('ContextOrganization'),
      choices: organizationChoices(tree ?? []).map((organization) => ({
        key: organization.Id,
        label: organization.Name,
        depth: organization.depth,
        current: organization.Id === current.organization?.Id,
        change: { organization_id: organization.Id },
      })),
    },
    {
      title: t('ContextRole'),
      choices: context.roles.map((role) => ({
        key: role,
        label: role,
        current: role === current.role,
        change: { role_id: role, switchRole: true },
      })),
    },
  ];
  if (!sections.some(({ choices }) => choices.some((choice) => !choice.current))) return null;

  const choose = (choice: Choice) => {
    setAnchor(null);
    if (!choice.current) requestChange(choice.change);
  };
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
        onClick={() => choose(choice)}
      >
        {choice.label}
      </MenuItem>
    )),
  ]);

  const organizationName = current.organization?.Name ?? '';
  const orgGroupName = context.orgGroups.find((group) => group.guid === current.orgGroupGuid)?.name ?? '';
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountTreeOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('SwitchContextLabel', {
          organization: organizationName,
          orgGroup: orgGroupName,
          role: current.role,
        })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {organizationName || t('ContextOrganization')}
      </Button>
      {/* Kept inside the header's landmark, where it belongs for assistive technology. */}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} variant="menu" disablePortal>
        {items}
      </Menu>
    </>
  );
}
