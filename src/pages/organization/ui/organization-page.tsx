import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { type OrganizationNode, organizationTreeQuery, organizationTreeScopeOf } from '@/entities/organization';
import { usePageTitle } from '@/entities/page-history';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $tenantGuid } from '@/entities/session';
import { LoadingIndicator } from '@/shared/ui';

import { type AccessLevel, accessLevelsQuery } from '../api/organization-people-api';
import { OrganizationPeople } from './organization-people';

interface BranchProps {
  nodes: OrganizationNode[];
  level: number;
  accessLevels: AccessLevel[];
}

function OrganizationBranch({ nodes, level, accessLevels }: BranchProps) {
  const { t } = useTranslation();
  const levelOf = (node: OrganizationNode) => accessLevels.find((item) => item.organizationId === node.Id)?.level;
  return (
    <List disablePadding dense sx={{ paddingInlineStart: level ? 3 : 0 }}>
      {[...nodes]
        .sort((a, b) => a.Position - b.Position)
        .map((node) => (
          <ListItem key={node.Id} disableGutters sx={{ display: 'block' }}>
            <ListItemText
              primary={node.Name}
              secondary={levelOf(node) && t('YourAccessLevel', { level: t(`AccessLevel${levelOf(node)}`) })}
            />
            {node.Children.length > 0 && (
              <OrganizationBranch nodes={node.Children} level={level + 1} accessLevels={accessLevels} />
            )}
          </ListItem>
        ))}
    </List>
  );
}

/** The organisation module: the tenant's organisation tree with `Login`, else the user's invited organisation. */
export function OrganizationPage() {
  const { t } = useTranslation();
  usePageTitle('OrganizationModuleTitle');
  const tenantGuid = useUnit($tenantGuid);
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const scope = permissions ? organizationTreeScopeOf(permissions) : null;
  const { data: tree, isPending } = useQuery(organizationTreeQuery(tenantGuid, scope));
  const { data: accessLevels = [] } = useQuery(accessLevelsQuery(tenantGuid));
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('OrganizationModuleTitle')}
      </Typography>
      {isPending ? (
        <LoadingIndicator />
      ) : tree?.length ? (
        <OrganizationBranch nodes={tree} level={0} accessLevels={accessLevels} />
      ) : (
        <Typography>{t('NoOrganizations')}</Typography>
      )}
      {scope && <OrganizationPeople tenantGuid={tenantGuid} scope={scope} />}
    </Stack>
  );
}
