export { $isAutoRefreshing, autoRefreshStarted, autoRefreshStopped, windowFocused } from './model/auto-refresh';
