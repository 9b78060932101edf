import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, type ApiClient, responseSchemaOf, type AccessComponents } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

export const TOOL_NAMES = [
  'UserFeedback',
  'UserGuidance',
  'ProductImprovements',
  'ProductImprovementsNotification',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

const toolSettingSchema = responseSchemaOf<AccessComponents['schemas']['ToolSetting']>()(
  z.object({ toolName: z.enum(TOOL_NAMES), enabled: z.boolean() }),
);
export type ToolSetting = z.infer<typeof toolSettingSchema>;

/** The user's tool settings; a failure or an unreadable answer gives none. */
export async function fetchToolSettings(client: ApiClient): Promise<ToolSetting[]> {
  try {
    const { data } = await client.GET('/api/access/v1/tool-settings/user-preferences');
    return readableItems(toolSettingSchema, data) ?? [];
  } catch {
    return [];
  }
}

/** Saves tool settings; errors are ignored (section 8), so it answers only whether the save was stored. */
export async function saveToolSettings(client: ApiClient, settings: ToolSetting[]): Promise<boolean> {
  try {
    const { response } = await client.PUT('/api/access/v1/tool-settings/user-preferences', { body: settings });
    return response.ok;
  } catch {
    return false;
  }
}

export const isToolEnabled = (settings: ToolSetting[], toolName: ToolName) =>
  settings.some((setting) => setting.toolName === toolName && setting.enabled);

export const toolSettingsQuery = (userGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'tool-settings', userGuid],
    queryFn: () => fetchToolSettings(apiClient),
    enabled: userGuid !== null,
  });
