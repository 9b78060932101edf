import { useMutation, useQuery } from '@tanstack/react-query';

import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '@/shared/lib/dates';

import {
  organizationPreferencesQuery,
  saveUserPreferencesMutation,
  userPreferencesQuery,
} from '../api/ui-settings-api';
import { FormatSection } from './format-section';

/** The user's own formats; where unsaved, the organisation's default applies (else the product's), and says so. */
export function UserFormats({ userGuid, tenantGuid }: { userGuid: string; tenantGuid: string }) {
  const saved = useQuery(userPreferencesQuery(userGuid));
  const organization = useQuery(organizationPreferencesQuery(tenantGuid)).data;
  const save = useMutation(saveUserPreferencesMutation(userGuid));
  const defaults = {
    dateFormat: organization?.dateFormat || DEFAULT_DATE_FORMAT,
    timeFormat: organization?.timeFormat || DEFAULT_TIME_FORMAT,
    labelKey: organization?.dateFormat ? 'DateFormatOrganizationDefault' : 'DateFormatDefault',
  };
  return <FormatSection id="user-formats" titleKey="MyDateTimeFormats" saved={saved} defaults={defaults} save={save} />;
}
