export {
  fetchToolSettings,
  isToolEnabled,
  saveToolSettings,
  toolSettingsQuery,
  type ToolSetting,
} from './api/tool-setting-api';
