import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { organizationTreeQuery, type OrganizationNode } from '../api/organization-calls';
import { $auth } from '@/entities/session';
import { LoadingIndicator } from '@/shared/ui';

function OrganizationBranch({ nodes, level }: { nodes: OrganizationNode[]; level: number }) {
  return (
    <List disablePadding dense sx={{ paddingInlineStart: level ? 3 : 0 }}>
      {[...nodes]
        .sort((a, b) => a.Position - b.Position)
        .map((node) => (
          <ListItem key={node.Id} disableGutters sx={{ display: 'block' }}>
            <ListItemText primary={node.Name} />
            {node.Children.length > 0 && <OrganizationBranch nodes={node.Children} level={level + 1} />}
          </ListItem>
        ))}
    </List>
  );
}

/** The organisation module: the tenant's organisation tree. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const tenantGuid = useUnit($auth)?.tenantGuid ?? null;
  const { data: tree, isPending } = useQuery(organizationTreeQuery(tenantGuid));
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('OrganizationModuleTitle')}
      </Typography>
      {isPending ? (
        <LoadingIndicator />
      ) : tree?.length ? (
        <OrganizationBranch nodes={tree} level={0} />
      ) : (
        <Typography>{t('NoOrganizations')}</Typography>
      )}
    </Stack>
  );
}
