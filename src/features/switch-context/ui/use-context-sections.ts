import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { organizationTreeQuery, organizationTreeScopeOf } from '@/entities/organization';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, ACCEPT_EULA_ROLE, type ContextSwitch } from '@/entities/session';
import { type UserContext, userContextQuery } from '@/entities/user-context';

import { organizationChoices } from '../lib/organization-choices';

export interface ContextChoice {
  key: string;
  label: string;
  depth?: number;
  current: boolean;
  change: ContextSwitch;
}

export interface ContextSection {
  title: string;
  choices: ContextChoice[];
}

/**
 * The session's context and what it can switch to: organisation groups and roles from the context read,
 * organisations from the tree the user may see (section 6: the whole tree with `Login`, else the invited one).
 * Null while unread, while the licence waits on /eula (taking the virtual role here would skip it), or when there is
 * nothing to switch to.
 */
export function useContextSections(): {
  current: UserContext['current'];
  orgGroupName: string;
  sections: ContextSection[];
} | null {
  const { t } = useTranslation();
  const claims = useUnit($accessClaims);
  const tenantGuid = claims?.tenantGuid ?? null;
  const scope = claims ? { tenantGuid: claims.tenantGuid, orgGroupGuid: claims.orgGroupGuid, role: claims.role } : null;
  const { data: context } = useQuery(userContextQuery(scope));
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const treeScope = permissions ? organizationTreeScopeOf(permissions) : null;
  const { data: tree } = useQuery(organizationTreeQuery(tenantGuid, treeScope));
  if (!context || claims?.role === ACCEPT_EULA_ROLE) return null;

  const { current } = context;
  const sections: ContextSection[] = [
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
  const orgGroupName = context.orgGroups.find((group) => group.guid === current.orgGroupGuid)?.name ?? '';
  return { current, orgGroupName, sections };
}
