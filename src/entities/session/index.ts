export {
  endServerSession,
  fetchLegacyCurrentUser,
  fetchTenantOfContext,
  fetchUserType,
  type LegacyCurrentUser,
  type UserType,
} from './api/session-calls';
export {
  requestPasswordToken,
  requestRefreshedToken,
  TokenRejectedError,
  type ContextSwitch,
  type TokenResponse,
} from './api/token-endpoint';
