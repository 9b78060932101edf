import { z } from 'zod/mini';

import { type ApiClient, type ApiSchemas, readOr, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

export const TOOL_NAMES = [
  'UserFeedback',
  'UserGuidance',
  'ProductImprovements',
  'ProductImprovementsNotification',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

const toolSettingSchema = responseSchemaOf<ApiSchemas['access']['ToolSetting']>()(
  z.object({ toolName: z.enum(TOOL_NAMES), enabled: z.boolean() }),
);
export type ToolSetting = z.infer<typeof toolSettingSchema>;

/** The user's tool settings; a failure or an unreadable answer gives none. */
export async function fetchToolSettings(client: ApiClient): Promise<ToolSetting[]> {
  return readOr([], client.GET('/api/access/v1/tool-settings/user-preferences'), (data) =>
    readableItems(toolSettingSchema, data),
  );
}

/** Saves tool settings; errors are ignored (section 8), so it answers only whether the save was stored. */
export async function saveToolSettings(client: ApiClient, settings: ToolSetting[]): Promise<boolean> {
  return readOr(false, client.PUT('/api/access/v1/tool-settings/user-preferences', { body: settings }), () => true);
}

export const isToolEnabled = (settings: ToolSetting[], toolName: ToolName) =>
  settings.some((setting) => setting.toolName === toolName && setting.enabled);
