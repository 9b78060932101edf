import { useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ModuleContext, ModuleFormats, NamedRef } from '@trellis/module-sdk';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { globalStateQuery, useDateTimePreferences } from '@/entities/global-state';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, $sessionOwner, $tenantGuid } from '@/entities/session';
import { currentTenantQuery } from '@/entities/tenant';
import { userContextQuery } from '@/entities/user-context';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, TIME_FORMATS, toDateFnsPattern } from '@/shared/lib/dates';

import { moduleLocationOf } from '../lib/module-location';

const NO_PERMISSIONS: readonly string[] = [];

/** The user's formats (the defaults where unsaved) as date-fns patterns. */
function useModuleFormats(): ModuleFormats {
  const { dateFormat, timeFormat } = useDateTimePreferences();
  const time = TIME_FORMATS[timeFormat || DEFAULT_TIME_FORMAT];
  return useMemo(
    () => ({ date: toDateFnsPattern(dateFormat || DEFAULT_DATE_FORMAT), time: time ? toDateFnsPattern(time) : null }),
    [dateFormat, time],
  );
}

/** The session's organisation group, organisation and role, named where the context read has come. */
function useSessionContextRefs() {
  const claims = useUnit($accessClaims);
  const scope = claims ? { tenantGuid: claims.tenantGuid, orgGroupGuid: claims.orgGroupGuid, role: claims.role } : null;
  const { data: context } = useQuery(userContextQuery(scope));
  return useMemo(() => {
    const groupId = context?.current.orgGroupGuid || claims?.orgGroupGuid || null;
    const roleId = context?.current.role || claims?.role || null;
    const organization = context?.current.organization;
    return {
      organizationGroup: groupId
        ? { id: groupId, name: context?.orgGroups.find((group) => group.guid === groupId)?.name ?? null }
        : null,
      organization: organization ? { id: organization.Id, name: organization.Name } : null,
      role: roleId ? { id: roleId, name: roleId } : null,
    } satisfies Record<string, NamedRef | null>;
  }, [context, claims?.orgGroupGuid, claims?.role]);
}

/**
 * The shell's context as a hosted module is told it: who, in which tenant, organisation and role, with which
 * permissions, in which language, theme and formats, and where below the module's path.
 */
export function useModuleContext(basePath: string): ModuleContext {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const claims = useUnit($accessClaims);
  const owner = useUnit($sessionOwner);
  const tenantGuid = useUnit($tenantGuid);
  const { data: state } = useQuery(globalStateQuery(owner));
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  const { data: permissions = NO_PERMISSIONS } = useQuery(grantedPermissionsQuery(tenantGuid));
  const refs = useSessionContextRefs();
  const formats = useModuleFormats();
  const { pathname, search, hash } = useLocation();
  const user = state?.user;
  const name = user?.FullName.trim() || [user?.FirstName.trim(), user?.LastName.trim()].filter(Boolean).join(' ');
  const email = user?.Email.trim() || claims?.email || '';
  return useMemo(
    () => ({
      user: { email, name: name || null },
      tenant: { guid: tenantGuid ?? '', name: tenant?.name ?? null },
      ...refs,
      permissions,
      formats,
      language: i18n.language,
      direction: theme.direction,
      theme: theme.palette.mode,
      location: moduleLocationOf(basePath, { pathname, search, hash }),
    }),
    [
      email,
      name,
      tenantGuid,
      tenant?.name,
      refs,
      permissions,
      formats,
      i18n.language,
      theme.direction,
      theme.palette.mode,
      basePath,
      pathname,
      search,
      hash,
    ],
  );
}
