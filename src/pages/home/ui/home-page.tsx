import { Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useDateInputFormat, useFormatDateTime } from '@/entities/global-state';
import { moduleManifestQuery } from '@/entities/navigation';
import { type PageVisit, readRecentVisits, usePageTitle } from '@/entities/page-history';
import { $sessionOwner } from '@/entities/session';
import { moduleTitle } from '@/shared/config';
import { type DateRange, DateRangeInput } from '@/shared/ui/date-inputs';

import { visitedModuleOf } from '../lib/visited-module';
import { visitsWithin } from '../lib/visits-within';

/** A deep page is listed by its own title where the shell knows it: a built-in page's, a module's `host.setTitle`. */
const ownTitleOf = (visit: PageVisit, t: (key: string) => string) =>
  visit.titleKey ? t(visit.titleKey) : visit.title || null;

/** The home module: the user's workspace with the pages they visited recently in this tenant. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle('ModuleHostTitle');
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
            const moduleName = module ? moduleTitle(module.title, i18n.language, t) : visit.url;
            const ownTitle = ownTitleOf(visit, t);
            const time = (
              <time dateTime={new Date(visit.timestamp).toISOString()}>{formatDateTime(visit.timestamp)}</time>
            );
            return (
              <ListItem key={visit.url} disableGutters>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={visit.url}>
                      {ownTitle ?? moduleName}
                    </MuiLink>
                  }
                  secondary={
                    ownTitle && ownTitle !== moduleName ? (
                      <>
                        {moduleName} · {time}
                      </>
                    ) : (
                      time
                    )
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
