export { ACTIVITY_THROTTLE_MS } from './config/idle-config';
export { activityDetected, idleWatchStarted } from './model/session-timeout';
export { SessionTimeoutWarning } from './ui/session-timeout-warning';
