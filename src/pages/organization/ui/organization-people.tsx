import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizationTreeScope } from '@/entities/organization';
import { ListPagination, PAGE_SIZES } from '@/shared/ui';

import { orgGroupUsersQuery } from '../api/organization-people-api';

/**
 * The people the user may see: everyone in the organisation group with the whole tree, else those of the invited
 * organisation (the server answers accordingly).
 */
export function OrganizationPeople({ tenantGuid, scope }: { tenantGuid: string | null; scope: OrganizationTreeScope }) {
  const { t } = useTranslation();
  const { data: people = [] } = useQuery(orgGroupUsersQuery(tenantGuid, scope));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  if (!people.length) return null;
  const shown = people.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <section aria-labelledby="organization-people-title">
      <Typography id="organization-people-title" variant="h6" component="h2">
        {scope === 'full' ? t('OrganizationPeople') : t('InvitedOrganizationPeople')}
      </Typography>
      <List dense>
        {shown.map((person) => (
          <ListItem key={person.Id} disableGutters>
            <ListItemText primary={person.FullName || person.Email} secondary={person.Email} />
          </ListItem>
        ))}
      </List>
      {people.length > PAGE_SIZES[0] && (
        <ListPagination
          count={people.length}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      )}
    </section>
  );
}
