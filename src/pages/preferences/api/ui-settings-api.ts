import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { type ApiClient, apiClient, type ApiSchemas, responseSchemaOf } from '@/shared/api';
import { type DateFormat, type DateTimePreferences, readablePreferences, type TimeFormat } from '@/shared/lib/dates';

type UiSettingKey = 'dateFormat' | 'timeFormat';
const SETTING_KEYS: UiSettingKey[] = ['dateFormat', 'timeFormat'];
const settingSchema = responseSchemaOf<ApiSchemas['globalization']['UiSetting']>()(
  z.object({ key: z.string(), value: z.unknown() }),
);

/** What a save sends: the server takes an empty date format as unsaved, but always a time format. */
export interface FormatsToSave {
  dateFormat: DateFormat | '';
  timeFormat: TimeFormat;
}

/** Stored items as formats; a missing, unreadable or unknown value (an old row, a tampered one) is unsaved. */
function toPreferences(data: unknown): DateTimePreferences {
  const items = z.catch(z.array(z.unknown()), []).parse(data);
  const valueOf = (key: UiSettingKey) =>
    items.map((item) => settingSchema.safeParse(item).data).find((setting) => setting?.key === key)?.value;
  return readablePreferences({ dateFormat: valueOf('dateFormat'), timeFormat: valueOf('timeFormat') });
}

const toItems = ({ dateFormat, timeFormat }: FormatsToSave) => [
  { key: 'dateFormat' as const, value: dateFormat },
  { key: 'timeFormat' as const, value: timeFormat },
];

/** Global state carries the formats in force (the user's, else the organisation's): it is read again after a save. */
const refreshFormatsInForce =
  (queryKey: readonly unknown[]) =>
  (_saved: void, _formats: FormatsToSave, _onMutateResult: unknown, { client }: MutationFunctionContext) =>
    Promise.all([client.invalidateQueries({ queryKey }), client.invalidateQueries({ queryKey: ['global-state'] })]);

const userKey = (userGuid: string) => ['ui-settings', 'user', userGuid] as const;
const organizationKey = (tenantGuid: string) => ['ui-settings', 'organization', tenantGuid] as const;
const userPreferencesPath = '/api/globalization/v1/ui-settings/user/{guid}/preferences';

/** POST …/ui-settings/user/{guid}/preferences with the keys: the user's saved formats (unsaved ones empty). */
export async function fetchUserPreferences(client: ApiClient, userGuid: string): Promise<DateTimePreferences> {
  const { data, response } = await client.POST(userPreferencesPath, {
    params: { path: { guid: userGuid } },
    body: SETTING_KEYS,
  });
  if (!response.ok) throw new Error(`The user's preferences could not be read (${response.status}).`);
  return toPreferences(data);
}

/** PUT the same path with the key/value items; an empty date format gives the organisation's default back. */
export async function saveUserPreferences(client: ApiClient, userGuid: string, formats: FormatsToSave): Promise<void> {
  const { response } = await client.PUT(userPreferencesPath, {
    params: { path: { guid: userGuid } },
    body: toItems(formats),
  });
  if (!response.ok) throw new Error(`The preferences could not be saved (${response.status}).`);
}

/** GET …/ui-settings?key=…: one of the organisation's defaults. */
async function fetchOrganizationSetting(client: ApiClient, key: UiSettingKey) {
  const { data, response } = await client.GET('/api/globalization/v1/ui-settings', { params: { query: { key } } });
  if (!response.ok) throw new Error(`The organisation's ${key} could not be read (${response.status}).`);
  return { key, value: settingSchema.safeParse(data).data?.value };
}

/** The organisation's defaults, one GET per key (section 7). */
export async function fetchOrganizationPreferences(client: ApiClient): Promise<DateTimePreferences> {
  return toPreferences(await Promise.all(SETTING_KEYS.map((key) => fetchOrganizationSetting(client, key))));
}

/** PUT …/ui-settings with the two-item list; needs OrganizationSettingsEdit (403 otherwise). */
export async function saveOrganizationPreferences(client: ApiClient, formats: FormatsToSave): Promise<void> {
  const { response } = await client.PUT('/api/globalization/v1/ui-settings', { body: toItems(formats) });
  if (!response.ok) throw new Error(`The organisation's preferences could not be saved (${response.status}).`);
}

export const userPreferencesQuery = (userGuid: string) =>
  queryOptions({ queryKey: userKey(userGuid), queryFn: () => fetchUserPreferences(apiClient, userGuid) });

export const saveUserPreferencesMutation = (userGuid: string) =>
  mutationOptions({
    mutationKey: [...userKey(userGuid), 'save'],
    mutationFn: (formats: FormatsToSave) => saveUserPreferences(apiClient, userGuid, formats),
    onSuccess: refreshFormatsInForce(userKey(userGuid)),
  });

export const organizationPreferencesQuery = (tenantGuid: string) =>
  queryOptions({ queryKey: organizationKey(tenantGuid), queryFn: () => fetchOrganizationPreferences(apiClient) });

export const saveOrganizationPreferencesMutation = (tenantGuid: string) =>
  mutationOptions({
    mutationKey: [...organizationKey(tenantGuid), 'save'],
    mutationFn: (formats: FormatsToSave) => saveOrganizationPreferences(apiClient, formats),
    onSuccess: refreshFormatsInForce(organizationKey(tenantGuid)),
  });
