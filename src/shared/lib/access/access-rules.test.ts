import { describe, expect, it } from 'vitest';

import { accessAllows, type RoleDefinition, ruleAllows, type UserAccess } from './access-rules';

const analyst: UserAccess = { permissions: ['AutoRefreshToken', 'UserToolSetting'], role: 'Analyst' };
const admin: UserAccess = { permissions: ['TENANTS_LIST', 'Pendo', 'UserToolSetting'], role: 'Site Admin' };
const roles: Record<string, RoleDefinition> = {
  'Site Admin': { isHeld: (access) => access.role === 'Site Admin', permissions: [] },
  'Tenant Manager': { permissions: ['TENANTS_LIST', 'UserToolSetting'] },
};

describe('an access rule', () => {
  it('allows with every only-permission and refuses when one is missing', () => {
    expect(ruleAllows({ only: ['UserToolSetting'] }, analyst, roles)).toBe(true);
    expect(ruleAllows({ only: ['UserToolSetting', 'Pendo'] }, analyst, roles)).toBe(false);
  });

  it('refuses when the user has an except name', () => {
    expect(ruleAllows({ only: ['UserToolSetting'], except: ['Pendo'] }, admin, roles)).toBe(false);
    expect(ruleAllows({ except: ['Pendo'] }, analyst, roles)).toBe(true);
  });

  it("grants a role by its own check, or when all of the role's permissions hold", () => {
    expect(ruleAllows({ only: ['Site Admin'] }, admin, roles)).toBe(true);
    expect(ruleAllows({ only: ['Site Admin'] }, analyst, roles)).toBe(false);
    expect(ruleAllows({ only: ['Tenant Manager'] }, admin, roles)).toBe(true);
    expect(ruleAllows({ only: ['Tenant Manager'] }, analyst, roles)).toBe(false);
  });

  it('treats a name that is neither a permission nor a known role as the session role', () => {
    expect(ruleAllows({ only: ['Analyst'] }, analyst, roles)).toBe(true);
    expect(ruleAllows({ except: ['Analyst'] }, analyst, roles)).toBe(false);
  });
});

describe('the rules of a route', () => {
  const adminOnly = { only: ['Site Admin'] };
  const toolUsers = { only: ['UserToolSetting'] };

  it('allow everyone when there are none', () => {
    expect(accessAllows({ rules: [] }, { permissions: [], role: null }, roles)).toBe(true);
  });

  it('combine with AND by default: every rule must allow', () => {
    expect(accessAllows({ rules: [adminOnly, toolUsers] }, analyst, roles)).toBe(false);
    expect(accessAllows({ rules: [adminOnly, toolUsers], combine: 'AND' }, admin, roles)).toBe(true);
  });

  it('combine with OR: one rule allowing is enough', () => {
    expect(accessAllows({ rules: [adminOnly, toolUsers], combine: 'OR' }, analyst, roles)).toBe(true);
    expect(accessAllows({ rules: [adminOnly, { only: ['Pendo'] }], combine: 'OR' }, analyst, roles)).toBe(false);
  });
});
