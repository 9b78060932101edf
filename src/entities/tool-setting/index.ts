export {
  fetchToolSettings,
  isToolEnabled,
  saveToolSettings,
  TOOL_NAMES,
  toolSettingsQuery,
  type ToolName,
  type ToolSetting,
} from './api/tool-setting-calls';
