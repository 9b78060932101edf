export { fetchToolSettings, isToolEnabled, saveToolSettings, type ToolSetting } from './api/tool-setting-api';
