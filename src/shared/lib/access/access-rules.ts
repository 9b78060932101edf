/** What is known of the user when a rule is checked: the granted (true) permissions and the session's role. */
export interface UserAccess {
  permissions: readonly string[];
  role: string | null;
}

/** A role: held when its own check passes, or when all its permissions hold (section 6). */
export interface RoleDefinition {
  isHeld?: (access: UserAccess) => boolean;
  permissions: readonly string[];
}

/** Allows when the user has every `only` name and none of the `except` names; a name is a permission or a role. */
export interface AccessRule {
  only?: readonly string[];
  except?: readonly string[];
}

/** The route data of a guard: its rules, combined with AND (all must allow) or OR (one must), and where to go else. */
export interface RouteAccess {
  rules: readonly AccessRule[];
  combine?: 'AND' | 'OR';
  redirectTo?: string;
}

/** The role the analytics identity and the route rules name (section 3). */
export const SITE_ADMIN_ROLE = 'Site Admin';

/** The roles the specification names; others are the session's role claim. */
export const ROLES: Record<string, RoleDefinition> = {
  [SITE_ADMIN_ROLE]: { isHeld: (access) => access.role === SITE_ADMIN_ROLE, permissions: [] },
};

function has(name: string, access: UserAccess, roles: Record<string, RoleDefinition>): boolean {
  if (access.permissions.includes(name)) return true;
  const role = roles[name];
  if (!role) return access.role === name;
  if (role.isHeld?.(access)) return true;
  return role.permissions.length > 0 && role.permissions.every((permission) => access.permissions.includes(permission));
}

export function ruleAllows(rule: AccessRule, access: UserAccess, roles = ROLES): boolean {
  const { only = [], except = [] } = rule;
  return only.every((name) => has(name, access, roles)) && !except.some((name) => has(name, access, roles));
}

/** No rules allow everyone. */
export function accessAllows(route: RouteAccess, access: UserAccess, roles = ROLES): boolean {
  if (!route.rules.length) return true;
  const allows = (rule: AccessRule) => ruleAllows(rule, access, roles);
  return route.combine === 'OR' ? route.rules.some(allows) : route.rules.every(allows);
}
