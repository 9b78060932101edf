import { useMutation, useQuery } from '@tanstack/react-query';

import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '@/shared/lib/dates';

import { uiSettingsQueries } from '../api/ui-settings-api';
import { FormatSection } from './format-section';

/** The user's own formats; where unsaved, the organisation's default applies (else the product's), and says so. */
export function UserFormats({ userGuid, tenantGuid }: { userGuid: string; tenantGuid: string }) {
  const saved = useQuery(uiSettingsQueries.userPreferences(userGuid));
  const organization = useQuery(uiSettingsQueries.organizationPreferences(tenantGuid)).data;
  const save = useMutation(uiSettingsQueries.saveUserPreferences(userGuid));
  const defaults = {
    dateFormat: organization?.dateFormat || DEFAULT_DATE_FORMAT,
    timeFormat: organization?.timeFormat || DEFAULT_TIME_FORMAT,
    labelKey: organization?.dateFormat ? 'DateFormatOrganizationDefault' : 'DateFormatDefault',
  };
  return <FormatSection id="user-formats" titleKey="MyDateTimeFormats" saved={saved} defaults={defaults} save={save} />;
}
