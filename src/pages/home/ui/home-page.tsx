import { Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatDateTime } from '@/entities/global-state';
import { readRecentVisits } from '@/entities/page-history';
import { $accessClaims } from '@/entities/session';

/** The home module: the user's workspace with the pages they visited recently in this tenant. */
export function HomePage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const claims = useUnit($accessClaims);
  const visits = useMemo(
    () => (claims ? readRecentVisits({ userGuid: claims.guid, tenantGuid: claims.tenantGuid }) : []),
    [claims],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('ModuleHostTitle')}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('RecentlyVisited')}
      </Typography>
      {visits.length ? (
        <List dense>
          {visits.map((visit) => (
            <ListItem key={visit.url} disableGutters>
              <ListItemText
                primary={
                  <MuiLink component={Link} to={visit.url}>
                    {visit.url}
                  </MuiLink>
                }
                secondary={
                  <time dateTime={new Date(visit.timestamp).toISOString()}>{formatDateTime(visit.timestamp)}</time>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t('NoRecentVisits')}</Typography>
      )}
    </Stack>
  );
}
