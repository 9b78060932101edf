export { routeEntered } from './model/startup-flow';
export { toolSettingsSaved } from './model/startup-dialog-answers';
export { StartupDialogs } from './ui/startup-dialogs';
export { fetchBenchmarkingNotification, saveBenchmarkingNotification } from './api/benchmarking-api';
