import { z } from 'zod';
import { apiClient, type ApiClient } from '@/shared/api';
import type { DateTimePreferences } from '@/shared/lib/dates';

export type UiSettingKey = 'dateFormat' | 'timeFormat';
const SETTING_KEYS: UiSettingKey[] = ['dateFormat', 'timeFormat'];
const settingSchema = z.object({ key: z.enum(['dateFormat', 'timeFormat']), value: z.string() });

const toPreferences = (items: { key: UiSettingKey; value: string }[]): DateTimePreferences => ({
  dateFormat: items.find((item) => item.key === 'dateFormat')?.value ?? '',
  timeFormat: items.find((item) => item.key === 'timeFormat')?.value ?? '',
});
const toItems = (preferences: DateTimePreferences) => SETTING_KEYS.map((key) => ({ key, value: preferences[key] }));

/** POST …/ui-settings/user/{guid}/preferences with the keys: the user's saved formats (unsaved ones empty). */
export async function fetchUserPreferences(userGuid: string, client: ApiClient = apiClient) {
  const { data, response } = await client.POST('/api/globalization/v1/ui-settings/user/{guid}/preferences', {
    params: { path: { guid: userGuid } },
    body: SETTING_KEYS,
  });
  if (!response.ok) throw new Error(`The user's preferences could not be read (${response.status}).`);
  return toPreferences(z.array(settingSchema).catch([]).parse(data));
}

/** PUT the same path with the key/value items. */
export async function saveUserPreferences(
  userGuid: string,
  preferences: DateTimePreferences,
  client: ApiClient = apiClient,
) {
  const { response } = await client.PUT('/api/globalization/v1/ui-settings/user/{guid}/preferences', {
    params: { path: { guid: userGuid } },
    body: toItems(preferences),
  });
  if (!response.ok) throw new Error(`The preferences could not be saved (${response.status}).`);
}

/** GET …/ui-settings?key=…: one of the organisation's defaults; unreadable, it is unset. */
export async function fetchOrganizationSetting(key: UiSettingKey, client: ApiClient = apiClient) {
  const { data } = await client.GET('/api/globalization/v1/ui-settings', { params: { query: { key } } });
  return settingSchema.catch({ key, value: '' }).parse(data);
}

export async function fetchOrganizationPreferences(client: ApiClient = apiClient): Promise<DateTimePreferences> {
  return toPreferences(await Promise.all(SETTING_KEYS.map((key) => fetchOrganizationSetting(key, client))));
}

/** PUT …/ui-settings with the two-item list. */
export async function saveOrganizationPreferences(preferences: DateTimePreferences, client: ApiClient = apiClient) {
  const { response } = await client.PUT('/api/globalization/v1/ui-settings', { body: toItems(preferences) });
  if (!response.ok) throw new Error(`The organisation's preferences could not be saved (${response.status}).`);
}
