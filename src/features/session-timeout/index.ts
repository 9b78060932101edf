export { ACTIVITY_THROTTLE_MS, SESSION_TIMEOUT_PERMISSION } from './config/idle-config';
export { activityDetected, idleWatchStarted } from './model/session-timeout';
export { SessionTimeoutDialog } from './ui/session-timeout-dialog';
