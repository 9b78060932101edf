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

/**
 * The date and time settings' queries and mutations, with the client bound once. The screen uses the app's
 * (`uiSettingsQueries`); the contract tests build theirs on the Pact mock server and run them through a QueryClient,
 * so both take the path on which React Query hands its own context to `queryFn` and `mutationFn`.
 */
export function createUiSettingsQueries(client: ApiClient) {
  const userKey = (userGuid: string) => ['ui-settings', 'user', userGuid] as const;
  const organizationKey = (tenantGuid: string) => ['ui-settings', 'organization', tenantGuid] as const;

  /** GET …/ui-settings?key=…: one of the organisation's defaults. */
  const readOrganizationSetting = async (key: UiSettingKey) => {
    const { data, response } = await client.GET('/api/globalization/v1/ui-settings', { params: { query: { key } } });
    if (!response.ok) throw new Error(`The organisation's ${key} could not be read (${response.status}).`);
    return { key, value: settingSchema.safeParse(data).data?.value };
  };

  return {
    /** POST …/ui-settings/user/{guid}/preferences with the keys: the user's saved formats (unsaved ones empty). */
    userPreferences: (userGuid: string) =>
      queryOptions({
        queryKey: userKey(userGuid),
        queryFn: async () => {
          const { data, response } = await client.POST('/api/globalization/v1/ui-settings/user/{guid}/preferences', {
            params: { path: { guid: userGuid } },
            body: SETTING_KEYS,
          });
          if (!response.ok) throw new Error(`The user's preferences could not be read (${response.status}).`);
          return toPreferences(data);
        },
      }),

    /** PUT the same path with the key/value items; an empty date format gives the organisation's default back. */
    saveUserPreferences: (userGuid: string) =>
      mutationOptions({
        mutationKey: [...userKey(userGuid), 'save'],
        mutationFn: async (formats: FormatsToSave) => {
          const { response } = await client.PUT('/api/globalization/v1/ui-settings/user/{guid}/preferences', {
            params: { path: { guid: userGuid } },
            body: toItems(formats),
          });
          if (!response.ok) throw new Error(`The preferences could not be saved (${response.status}).`);
        },
        onSuccess: refreshFormatsInForce(userKey(userGuid)),
      }),

    /** The organisation's defaults, one GET per key (section 7). */
    organizationPreferences: (tenantGuid: string) =>
      queryOptions({
        queryKey: organizationKey(tenantGuid),
        queryFn: async () => toPreferences(await Promise.all(SETTING_KEYS.map(readOrganizationSetting))),
      }),

    /** PUT …/ui-settings with the two-item list; needs OrganizationSettingsEdit (403 otherwise). */
    saveOrganizationPreferences: (tenantGuid: string) =>
      mutationOptions({
        mutationKey: [...organizationKey(tenantGuid), 'save'],
        mutationFn: async (formats: FormatsToSave) => {
          const { response } = await client.PUT('/api/globalization/v1/ui-settings', { body: toItems(formats) });
          if (!response.ok) throw new Error(`The organisation's preferences could not be saved (${response.status}).`);
        },
        onSuccess: refreshFormatsInForce(organizationKey(tenantGuid)),
      }),
  };
}

export type UiSettingsQueries = ReturnType<typeof createUiSettingsQueries>;

/** The screen's: on the app's client. */
export const uiSettingsQueries = createUiSettingsQueries(apiClient);
