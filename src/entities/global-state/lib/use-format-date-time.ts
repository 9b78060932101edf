import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $accessClaims } from '@/entities/session/@x/global-state';
import { formatDateTime } from '@/shared/lib/dates';
import { globalStateQuery } from '../api/global-state-calls';

/** The one way the shell shows a date: in the user's date and time formats (global state settings). */
export function useFormatDateTime(): (date: Date | number | string) => string {
  const claims = useUnit($accessClaims);
  const owner = claims ? { userGuid: claims.guid, tenantGuid: claims.tenantGuid } : null;
  const { data: state } = useQuery(globalStateQuery(owner));
  const setting = (key: string) => state?.settings.find((item) => item.key === key)?.value ?? '';
  const preferences = { dateFormat: setting('dateFormat'), timeFormat: setting('timeFormat') };
  return (date) => formatDateTime(typeof date === 'string' ? new Date(date) : date, preferences);
}
