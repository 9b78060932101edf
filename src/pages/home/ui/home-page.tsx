import { Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useDateInputFormat, useFormatDateTime } from '@/entities/global-state';
import { moduleManifestQuery } from '@/entities/navigation';
import { readRecentVisits } from '@/entities/page-history';
import { $sessionOwner } from '@/entities/session';
import { moduleTitle } from '@/shared/config';
import { type DateRange, DateRangeInput } from '@/shared/ui/date-inputs';

import { visitedModuleOf } from '../lib/visited-module';
import { visitsWithin } from '../lib/visits-within';

/** The home module: the user's workspace with the pages they visited recently in this tenant. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { data: manifest = [] } = useQuery(moduleManifestQuery());
  const formatDateTime = useFormatDateTime();
  const dateFormat = useDateInputFormat();
  const owner = useUnit($sessionOwner);
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const allVisits = useMemo(() => (owner ? readRecentVisits(owner) : []), [owner]);
  const visits = visitsWithin(allVisits, range);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('ModuleHostTitle')}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('RecentlyVisited')}
      </Typography>
      <DateRangeInput
        startLabel={t('VisitedFrom')}
        endLabel={t('VisitedUntil')}
        value={range}
        onChange={setRange}
        format={dateFormat}
      />
      {visits.length ? (
        <List dense>
          {visits.map((visit) => {
            const module = visitedModuleOf(visit.url, manifest);
            return (
              <ListItem key={visit.url} disableGutters>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={visit.url}>
                      {module ? moduleTitle(module.title, i18n.language, t) : visit.url}
                    </MuiLink>
                  }
                  secondary={
                    <time dateTime={new Date(visit.timestamp).toISOString()}>{formatDateTime(visit.timestamp)}</time>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography color="text.secondary">{t(allVisits.length ? 'NoVisitsInRange' : 'NoRecentVisits')}</Typography>
      )}
    </Stack>
  );
}
