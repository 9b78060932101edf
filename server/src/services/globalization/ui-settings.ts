import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';

type UiSettingKey = 'dateFormat' | 'timeFormat';

interface UiSetting {
  key: UiSettingKey;
  value: string;
}

const TIME_FORMATS = ['12Hour', '24Hour', 'DoNotDisplay'];
const DATE_FORMAT = /^(?=.*(YYYY|YY))(?=.*MM)(?=.*DD)[YMD./\- ]{6,12}$/;

/** Values the shell can display: time options of section 3, and date patterns of YYYY/YY, MM and DD. */
function invalidSetting(settings: UiSetting[]) {
  return settings.find(({ key, value }) =>
    key === 'timeFormat' ? !TIME_FORMATS.includes(value) : value !== '' && !DATE_FORMAT.test(value),
  );
}

function assertValid(settings: UiSetting[]) {
  const bad = invalidSetting(settings);
  if (bad)
    throw problem(400, `${bad.key} cannot be "${bad.value}".`, [
      { field: `body.${bad.key}`, message: 'is not a supported format' },
    ]);
}

export function uiSettingsHandlers(db: Db) {
  const userSettings = (userGuid: string, keys: readonly UiSettingKey[]) =>
    (
      db
        .prepare('SELECT key, value FROM user_ui_settings WHERE user_guid = ? ORDER BY key')
        .all(userGuid) as UiSetting[]
    ).filter((setting) => keys.includes(setting.key));

  const ownUser = (request: FastifyRequest<{ Params: { guid: string } }>) => {
    if (!request.session) throw problem(401, 'A bearer token is required.');
    if (request.params.guid !== request.session.guid) throw problem(403, "Only a user's own preferences can be used.");
    return request.session.guid;
  };

  return {
    async getUserUiPreferences(request: FastifyRequest<{ Params: { guid: string }; Body: UiSettingKey[] }>) {
      return userSettings(ownUser(request), request.body);
    },
    async saveUserUiPreferences(request: FastifyRequest<{ Params: { guid: string }; Body: UiSetting[] }>) {
      const userGuid = ownUser(request);
      assertValid(request.body);
      const save = db.prepare(
        `INSERT INTO user_ui_settings (user_guid, key, value) VALUES (?, ?, ?)
         ON CONFLICT (user_guid, key) DO UPDATE SET value = excluded.value`,
      );
      db.transaction(() => request.body.forEach(({ key, value }) => save.run(userGuid, key, value)))();
      return userSettings(userGuid, ['dateFormat', 'timeFormat']);
    },
    async getOrganizationUiSetting(request: FastifyRequest<{ Querystring: { key: UiSettingKey } }>) {
      const row = db
        .prepare('SELECT value FROM tenant_ui_settings WHERE tenant_guid = ? AND key = ?')
        .get(request.session?.tenantGuid ?? null, request.query.key) as { value: string } | undefined;
      return { key: request.query.key, value: row?.value ?? '' };
    },
    async saveOrganizationUiSettings(request: FastifyRequest<{ Body: UiSetting[] }>) {
      const tenantGuid = request.session?.tenantGuid;
      if (!tenantGuid) throw problem(401, 'A bearer token is required.');
      assertValid(request.body);
      const save = db.prepare(
        `INSERT INTO tenant_ui_settings (tenant_guid, key, value) VALUES (?, ?, ?)
         ON CONFLICT (tenant_guid, key) DO UPDATE SET value = excluded.value`,
      );
      db.transaction(() => request.body.forEach(({ key, value }) => save.run(tenantGuid, key, value)))();
      return db.prepare('SELECT key, value FROM tenant_ui_settings WHERE tenant_guid = ? ORDER BY key').all(tenantGuid);
    },
  };
}
