import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';

type UiSettingKey = 'dateFormat' | 'timeFormat';

interface UiSetting {
  key: UiSettingKey;
  value: string;
}

/**
 * The documents' request schemas (enums of the values the shell offers) have already refused anything else, and
 * the organisation's save needs OrganizationSettingsEdit (its `bearerAuth` scope).
 */
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

  // An empty value is "unsaved" (section 3): the row goes, so the organisation's default (or the product's) applies.
  const saveUser = db.prepare(
    `INSERT INTO user_ui_settings (user_guid, key, value) VALUES (?, ?, ?)
     ON CONFLICT (user_guid, key) DO UPDATE SET value = excluded.value`,
  );
  const forgetUser = db.prepare('DELETE FROM user_ui_settings WHERE user_guid = ? AND key = ?');
  const saveTenant = db.prepare(
    `INSERT INTO tenant_ui_settings (tenant_guid, key, value) VALUES (?, ?, ?)
     ON CONFLICT (tenant_guid, key) DO UPDATE SET value = excluded.value`,
  );
  const forgetTenant = db.prepare('DELETE FROM tenant_ui_settings WHERE tenant_guid = ? AND key = ?');

  return {
    async getUserUiPreferences(request: FastifyRequest<{ Params: { guid: string }; Body: UiSettingKey[] }>) {
      return userSettings(ownUser(request), request.body);
    },
    async saveUserUiPreferences(request: FastifyRequest<{ Params: { guid: string }; Body: UiSetting[] }>) {
      const userGuid = ownUser(request);
      db.transaction(() =>
        request.body.forEach(({ key, value }) =>
          value === '' ? forgetUser.run(userGuid, key) : saveUser.run(userGuid, key, value),
        ),
      )();
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
      db.transaction(() =>
        request.body.forEach(({ key, value }) =>
          value === '' ? forgetTenant.run(tenantGuid, key) : saveTenant.run(tenantGuid, key, value),
        ),
      )();
      return db.prepare('SELECT key, value FROM tenant_ui_settings WHERE tenant_guid = ? ORDER BY key').all(tenantGuid);
    },
  };
}
