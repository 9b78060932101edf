import { DEMO_PASSWORD } from '../../seed/demo-users.ts';
import { problem } from '../../src/http/problem.ts';
import { CONTEXT_SWITCH_STATES } from './context-switch-states.ts';
import { findUser, otherTenantsOf, signIn } from './signed-in-user.ts';
import { firstRow, signedIn, type StateHandler, wantedOf } from './state-support.ts';

export type { StateParams } from './state-support.ts';

/**
 * One handler per provider state the pacts name (`contracts/pacts`, listed in the README's "For backend teams").
 * A new interaction needs only a new entry here. Every handler sets its situation up from whatever state the
 * server is in, so interactions can run in any order without teardown.
 */
export const STATE_HANDLERS: Record<string, StateHandler> = {
  'a user can sign in with a password': async (_params, { db }) => ({
    username: findUser(db).email,
    password: DEMO_PASSWORD,
  }),

  'a user is signed in': async (params, tools) => signedIn(tools, params),

  'a signed-in user belongs to another tenant': async (params, tools) => {
    const values = await signedIn(tools, params);
    const [otherTenantId] = otherTenantsOf(tools.db, values.userId, values.tenantId);
    if (!otherTenantId) throw problem(409, 'The signed-in user belongs to no other tenant.');
    return { ...values, otherTenantId };
  },

  'a context link names a tenant of the signed-in user': async (params, tools) => {
    const values = await signedIn(tools, params);
    const link = firstRow<{ context: string; contextVersion: string; contextTenantId: string }>(
      tools.db,
      `SELECT c.context, c.context_version AS contextVersion, c.tenant_guid AS contextTenantId
       FROM tenant_contexts c JOIN memberships m ON m.tenant_guid = c.tenant_guid AND m.user_guid = ?`,
      values.userId,
    );
    return { ...values, ...link };
  },

  'the identity provider issued a one-time sign-in code': async (_params, { app, db }) => {
    const { email } = firstRow<{ email: string }>(
      db,
      'SELECT email FROM users WHERE password_hash IS NULL ORDER BY email',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/access/v1/saml/assert',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });
    const code = new URL(String(response.headers.location), 'http://provider').searchParams.get('code');
    if (!code) throw problem(409, `The identity provider issued no code: ${response.body}`);
    return { code };
  },

  'an e-mail domain signs in with SAML': async (_params, { db }) => {
    const { domain } = firstRow<{ domain: string }>(db, 'SELECT domain FROM saml_domains ORDER BY domain');
    db.prepare('UPDATE saml_domains SET is_enabled = 1, is_open_saml4 = 1 WHERE domain = ?').run(domain);
    return { email: `someone@${domain}` };
  },

  "the signed-in user's tenant had a trial": async (params, tools) => {
    const values = await signedIn(tools, params);
    firstRow(tools.db, 'SELECT id FROM subscriptions WHERE tenant_guid = ? AND trial = 1', values.tenantId);
    return values;
  },

  "the signed-in user's tenant never had a trial": async (params, tools) => {
    const user = findUser(tools.db, wantedOf(params));
    const { guid } = firstRow<{ guid: string }>(
      tools.db,
      `SELECT m.tenant_guid AS guid FROM memberships m WHERE m.user_guid = ?
       AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.tenant_guid = m.tenant_guid AND s.trial = 1)
       ORDER BY m.tenant_guid`,
      user.guid,
    );
    return signIn(tools.app, user, guid);
  },

  'a banner alert is shown to the signed-in user': async (params, tools) => {
    const values = await signedIn(tools, params);
    const language = typeof params.languageCode === 'string' ? params.languageCode : 'en-us';
    firstRow(
      tools.db,
      `SELECT s.id FROM alert_schedules s JOIN alert_messages m ON m.schedule_id = s.id AND m.language_code = ?
       WHERE s.kind = 'banner' AND (s.tenant_guid IS NULL OR s.tenant_guid = ?)`,
      language,
      values.tenantId,
    );
    return values;
  },

  'a maintenance window is announced that the signed-in user has not acknowledged': async (params, tools) => {
    const values = await signedIn(tools, params);
    const { scheduleId } = firstRow<{ scheduleId: string }>(
      tools.db,
      "SELECT id AS scheduleId FROM alert_schedules WHERE kind = 'maintenance' ORDER BY id",
    );
    tools.db.prepare('DELETE FROM alert_acknowledgements WHERE user_guid = ?').run(values.userId);
    return { ...values, scheduleId };
  },

  'the signed-in user acknowledged the announced maintenance window': async (params, tools) => {
    const values = await signedIn(tools, params);
    tools.db
      .prepare(
        `INSERT OR IGNORE INTO alert_acknowledgements (schedule_id, user_guid, acknowledged_at)
         SELECT id, ?, datetime('now') FROM alert_schedules WHERE kind = 'maintenance'`,
      )
      .run(values.userId);
    return values;
  },

  'the signed-in user has not answered the benchmarking notice': async (params, tools) => {
    const values = await signedIn(tools, params);
    const messageId = typeof params.messageId === 'string' ? params.messageId : 'BENCHMARKING_LAUNCH';
    tools.db
      .prepare(
        `INSERT INTO benchmarking_notifications (user_guid, notification_type, message_id, notification_status)
         VALUES (?, 'HOME_PAGE', ?, 1) ON CONFLICT (user_guid, notification_type)
         DO UPDATE SET message_id = excluded.message_id, notification_status = 1`,
      )
      .run(values.userId, messageId);
    return { ...values, messageId };
  },

  'the signed-in user chose a time format': async (params, tools) => {
    const values = await signedIn(tools, params);
    const timeFormat = typeof params.timeFormat === 'string' ? params.timeFormat : '24Hour';
    tools.db
      .prepare(
        `INSERT INTO user_ui_settings (user_guid, key, value) VALUES (?, 'timeFormat', ?)
         ON CONFLICT (user_guid, key) DO UPDATE SET value = excluded.value`,
      )
      .run(values.userId, timeFormat);
    // The user chose a time format and nothing else.
    tools.db.prepare("DELETE FROM user_ui_settings WHERE user_guid = ? AND key = 'dateFormat'").run(values.userId);
    return values;
  },

  'the platform reports a version': async (params, { db }) => {
    if (typeof params.version !== 'string') throw problem(400, 'This state takes the parameter "version".');
    db.prepare("UPDATE platform_info SET value = ? WHERE key = 'version'").run(params.version);
    return { version: params.version };
  },

  ...CONTEXT_SWITCH_STATES,
};
