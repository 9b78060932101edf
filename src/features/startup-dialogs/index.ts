export { routeEntered, startupDialogClosed, $currentStartupDialog } from './model/startup-flow';
export { StartupDialogs } from './ui/startup-dialogs';
export { fetchBenchmarkingNotification, saveBenchmarkingNotification } from './api/benchmarking-notification';
export { fetchContentSettings } from './api/content-settings';
export { fetchToolSettings, saveToolSettings } from './api/tool-setting-calls';
