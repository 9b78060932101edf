import { differenceInCalendarDays } from 'date-fns';

import type { DateRange } from '@/shared/ui/date-inputs';

/** The visits on the days of a whole, ordered range; all of them while the range is incomplete or reversed. */
export function visitsWithin<T extends { timestamp: number }>(visits: readonly T[], { start, end }: DateRange): T[] {
  if (!start || !end || differenceInCalendarDays(start, end) > 0) return [...visits];
  return visits.filter(
    (visit) =>
      differenceInCalendarDays(visit.timestamp, start) >= 0 && differenceInCalendarDays(visit.timestamp, end) <= 0,
  );
}
