import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrganizationTreeScope } from '@/entities/organization';
import { orgGroupUsersQuery } from '../api/organization-people';

/**
 * The people the user may see: everyone in the organisation group with the whole tree, else those of the invited
 * organisation (the server answers accordingly).
 */
export function OrganizationPeople({ tenantGuid, scope }: { tenantGuid: string | null; scope: OrganizationTreeScope }) {
  const { t } = useTranslation();
  const { data: people = [] } = useQuery(orgGroupUsersQuery(tenantGuid, scope));
  if (!people.length) return null;
  return (
    <section aria-labelledby="organization-people-title">
      <Typography id="organization-people-title" variant="h6" component="h2">
        {scope === 'full' ? t('OrganizationPeople') : t('InvitedOrganizationPeople')}
      </Typography>
      <List dense>
        {people.map((person) => (
          <ListItem key={person.Id} disableGutters>
            <ListItemText primary={person.FullName || person.Email} secondary={person.Email} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
