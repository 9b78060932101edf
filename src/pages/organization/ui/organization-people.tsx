import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orgGroupUsersQuery } from '../api/organization-people';

/** The people who share the user's organisation group. */
export function OrganizationPeople({ tenantGuid }: { tenantGuid: string | null }) {
  const { t } = useTranslation();
  const { data: people = [] } = useQuery(orgGroupUsersQuery(tenantGuid));
  if (!people.length) return null;
  return (
    <section aria-labelledby="organization-people-title">
      <Typography id="organization-people-title" variant="h6" component="h2">
        {t('OrganizationPeople')}
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
