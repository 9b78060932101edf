export { type ContextScope, fetchUserContext, type UserContext, userContextQuery } from './api/user-context-api';
