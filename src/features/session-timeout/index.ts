export { ACTIVITY_THROTTLE_MS } from './config/idle-config';
export { activityDetected, idleWatchStarted } from './model/session-timeout';
export { SessionTimeoutDialog } from './ui/session-timeout-dialog';
