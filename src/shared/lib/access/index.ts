export {
  accessAllows,
  ruleAllows,
  ROLES,
  SITE_ADMIN_ROLE,
  type AccessRule,
  type RoleDefinition,
  type RouteAccess,
  type UserAccess,
} from './access-rules';
