export {
  accessAllows,
  ruleAllows,
  ROLES,
  type AccessRule,
  type RoleDefinition,
  type RouteAccess,
  type UserAccess,
} from './access-rules';
