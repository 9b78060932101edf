import type { Db } from '../../db/database.ts';

export interface ToolSetting {
  toolName: string;
  enabled: boolean;
}

interface SamlDomainRow {
  is_enabled: number;
  is_open_saml4: number;
  sign_out_url: string | null;
}

interface SubscriptionRow {
  id: string;
  product: string;
  trial: number;
  startsAt: string;
  endsAt: string | null;
}

const PEOPLE = `SELECT u.guid AS Id, u.first_name || ' ' || u.last_name AS FullName, u.email AS Email
  FROM users u WHERE u.guid IN`;
const PEOPLE_ORDER = 'ORDER BY u.last_name, u.first_name';

/** The access service's SQL apart from the reads the global state shares (reads.ts). */
export function accessStore(db: Db) {
  const toolSettingsOf = (userGuid: string): ToolSetting[] =>
    (
      db
        .prepare('SELECT tool_name AS toolName, enabled FROM tool_settings WHERE user_guid = ? ORDER BY tool_name')
        .all(userGuid) as { toolName: string; enabled: number }[]
    ).map((row) => ({ toolName: row.toolName, enabled: row.enabled === 1 }));

  return {
    toolSettingsOf,

    saveToolSettings(userGuid: string, settings: ToolSetting[]) {
      const save = db.prepare(
        `INSERT INTO tool_settings (user_guid, tool_name, enabled) VALUES (?, ?, ?)
         ON CONFLICT (user_guid, tool_name) DO UPDATE SET enabled = excluded.enabled`,
      );
      db.transaction(() => {
        for (const setting of settings) save.run(userGuid, setting.toolName, setting.enabled ? 1 : 0);
      })();
    },

    samlDomainOf(domain: string) {
      return db
        .prepare('SELECT is_enabled, is_open_saml4, sign_out_url FROM saml_domains WHERE domain = ?')
        .get(domain) as SamlDomainRow | undefined;
    },

    /** Everyone of the organisation group: its members and the people added to it. */
    orgGroupPeople(orgGroupGuid: string) {
      const members = `SELECT user_guid FROM memberships WHERE org_group_guid = ?
        UNION SELECT user_guid FROM org_group_members WHERE org_group_guid = ?`;
      return db.prepare(`${PEOPLE} (${members}) ${PEOPLE_ORDER}`).all(orgGroupGuid, orgGroupGuid);
    },

    /** The organisation group's members of one organisation. */
    organizationPeople(orgGroupGuid: string, organizationId: string) {
      const members = 'SELECT user_guid FROM memberships WHERE org_group_guid = ? AND organization_id = ?';
      return db.prepare(`${PEOPLE} (${members}) ${PEOPLE_ORDER}`).all(orgGroupGuid, organizationId);
    },

    membershipOrganizationOf(userGuid: string, tenantGuid: string): string | null {
      const membership = db
        .prepare('SELECT organization_id FROM memberships WHERE user_guid = ? AND tenant_guid = ?')
        .get(userGuid, tenantGuid) as { organization_id: string | null } | undefined;
      return membership?.organization_id ?? null;
    },

    /** The user's tenant that carries the link's context, if any. */
    tenantOfContext(userGuid: string, context: string, contextVersion: string) {
      return db
        .prepare(
          `SELECT c.tenant_guid AS Id FROM tenant_contexts c
           JOIN memberships m ON m.tenant_guid = c.tenant_guid AND m.user_guid = ?
           WHERE c.context = ? AND c.context_version = ?`,
        )
        .get(userGuid, context, contextVersion);
    },

    /** The tenant's subscriptions; only the trials or only the others when `trial` is given. */
    subscriptionsOf(tenantGuid: string, trial: boolean | undefined) {
      const rows = db
        .prepare(
          `SELECT id, product, trial, starts_at AS startsAt, ends_at AS endsAt FROM subscriptions
           WHERE tenant_guid = ? AND (? IS NULL OR trial = ?) ORDER BY starts_at`,
        )
        .all(tenantGuid, trial === undefined ? null : 1, trial ? 1 : 0) as SubscriptionRow[];
      return rows.map((row) => ({ ...row, trial: row.trial === 1 }));
    },
  };
}
