export { routeEntered, startupDialogClosed, $currentStartupDialog } from './model/startup-flow';
export { StartupDialogs } from './ui/startup-dialogs';
export { fetchBenchmarkingNotification, saveBenchmarkingNotification } from './api/benchmarking-notification';
