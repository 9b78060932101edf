import type { buildServer } from '../../server/src/app.ts';
import type { Db } from '../../server/src/db/database.ts';
import { TENANTS, USERS } from '../../server/src/seed/demo-ids.ts';
import { PROVIDER_STATES } from '../support/provider-states';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface ProviderContext {
  app: Awaited<ReturnType<typeof buildServer>>;
  db: Db;
  /** The tokens of the user the current provider state signed in. */
  tokens: Tokens | null;
  /** The one-time SSO code the current provider state had the identity provider issue. */
  ssoCode: string | null;
}

type StateHandler = () => Promise<void>;

export function stateHandlersFor(context: ProviderContext): Record<string, StateHandler> {
  const { app, db } = context;

  const signIn = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/access/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: 'trellis-demo' }).toString(),
    });
    if (response.statusCode !== 200) throw new Error(`Provider state could not sign ${email} in: ${response.body}`);
    context.tokens = response.json<Tokens>();
  };

  const failNext = async (method: string, path: string) => {
    await app.inject({ method: 'PUT', url: '/__test/faults', payload: { method, path, status: 500, times: 1 } });
  };

  const seeded = async () => undefined;

  return {
    [PROVIDER_STATES.platformVersion]: async () => {
      db.prepare("UPDATE platform_info SET value = '4.12.0|20261120.3' WHERE key = 'version'").run();
    },
    [PROVIDER_STATES.contentServiceFailing]: () => failNext('GET', '/api/content/v1/info/version'),
    [PROVIDER_STATES.adminHasDemoPassword]: seeded,
    [PROVIDER_STATES.adminSignedIn]: () => signIn('admin@acme.test'),
    [PROVIDER_STATES.analystSignedIn]: () => signIn('analyst@acme.test'),
    [PROVIDER_STATES.globexUsesSaml]: async () => {
      db.prepare('UPDATE saml_domains SET is_enabled = 1, is_open_saml4 = 1 WHERE domain = ?').run('globex.test');
    },
    [PROVIDER_STATES.userTypeFailing]: () => failNext('POST', '/api/access/v1/saml-settings/user-type'),
    [PROVIDER_STATES.sandboxContextExists]: seeded,
    [PROVIDER_STATES.brandingFailing]: () => failNext('GET', '/api/branding/v1/resources/groups/login-page/auth'),
    [PROVIDER_STATES.maintenanceAnnounced]: async () => {
      await signIn('admin@acme.test');
      db.prepare('DELETE FROM alert_acknowledgements WHERE user_guid = ?').run(USERS.admin);
    },
    [PROVIDER_STATES.maintenanceAcknowledged]: async () => {
      await signIn('admin@acme.test');
      db.prepare(
        `INSERT OR IGNORE INTO alert_acknowledgements (schedule_id, user_guid, acknowledged_at)
         SELECT id, ?, datetime('now') FROM alert_schedules WHERE kind = 'maintenance'`,
      ).run(USERS.admin);
    },
    [PROVIDER_STATES.alertServiceFailing]: () => failNext('GET', '/api/alert/v1/alerts/banner/immediate'),
    [PROVIDER_STATES.benchmarkingNoticePending]: async () => {
      await signIn('admin@acme.test');
      db.prepare('UPDATE benchmarking_notifications SET notification_status = 1 WHERE user_guid = ?').run(USERS.admin);
    },
    [PROVIDER_STATES.benchmarkingFailing]: () => failNext('GET', '/api/benchmarking/v1/notification/HOME_PAGE'),
    [PROVIDER_STATES.toolSettingsSaveFailing]: () => failNext('PUT', '/api/access/v1/tool-settings/user-preferences'),
    [PROVIDER_STATES.navigationFailing]: () => failNext('GET', '/api/atlas/v1/navigation/configuration'),
    [PROVIDER_STATES.organizationTreeFailing]: () => failNext('GET', '/api/access/v1/organizations/root-tree'),
    [PROVIDER_STATES.contentAttributesFailing]: () => failNext('GET', '/api/content/v1/attributes/auth'),
    [PROVIDER_STATES.adminInGlobex]: async () => {
      await signIn('admin@acme.test');
      const response = await app.inject({
        method: 'POST',
        url: `/api/access/v1/oauth/token?tenant_id=${TENANTS.globex}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: context.tokens!.refresh_token,
        }).toString(),
      });
      if (response.statusCode !== 200) throw new Error(`Provider state could not switch to Globex: ${response.body}`);
      context.tokens = response.json<Tokens>();
    },
    [PROVIDER_STATES.caseCreationFailing]: () => failNext('POST', '/api/salesops/v1/cases'),
    [PROVIDER_STATES.globalStateFailing]: () => failNext('GET', '/api/global-state/v1/init'),
    [PROVIDER_STATES.themeFailing]: () => failNext('GET', '/api/atlas/v1/theme'),
    [PROVIDER_STATES.adminPrefers24Hours]: async () => {
      await signIn('admin@acme.test');
      db.prepare(
        `INSERT INTO user_ui_settings (user_guid, key, value) VALUES (?, 'timeFormat', '24Hour')
         ON CONFLICT (user_guid, key) DO UPDATE SET value = excluded.value`,
      ).run(USERS.admin);
    },
    [PROVIDER_STATES.organizationSettingsSaveFailing]: () => failNext('PUT', '/api/globalization/v1/ui-settings'),
    [PROVIDER_STATES.languagesFailing]: () => failNext('GET', '/api/globalization/v1/languages'),
    [PROVIDER_STATES.ssoCodeIssued]: async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/access/v1/saml/assert',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=sso%40globex.test',
      });
      context.ssoCode = new URL(String(response.headers.location), 'http://provider').searchParams.get('code');
    },
  };
}
