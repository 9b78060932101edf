import { useMutation, useQuery } from '@tanstack/react-query';

import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '@/shared/lib/dates';

import { organizationPreferencesQuery, saveOrganizationPreferencesMutation } from '../api/ui-settings-api';
import { FormatSection } from './format-section';

const PRODUCT_DEFAULTS = {
  dateFormat: DEFAULT_DATE_FORMAT,
  timeFormat: DEFAULT_TIME_FORMAT,
  labelKey: 'DateFormatDefault',
};

/** The organisation's default formats: editable with OrganizationSettingsEdit, else shown read-only. */
export function OrganizationFormats({ tenantGuid, editable }: { tenantGuid: string; editable: boolean }) {
  const saved = useQuery(organizationPreferencesQuery(tenantGuid));
  const save = useMutation(saveOrganizationPreferencesMutation(tenantGuid));
  return (
    <FormatSection
      id="organization-formats"
      titleKey="OrganizationDateTimeFormats"
      saved={saved}
      defaults={PRODUCT_DEFAULTS}
      save={editable ? save : undefined}
      readOnlyNoteKey="OrganizationFormatsReadOnly"
    />
  );
}
