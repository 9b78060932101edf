import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { globalizationStore, type UiSetting, type UiSettingKey } from './store.ts';

/**
 * The documents' request schemas (enums of the values the shell offers) have already refused anything else, and
 * the organisation's save needs OrganizationSettingsEdit (its `bearerAuth` scope).
 */
export function uiSettingsHandlers(db: Db) {
  const store = globalizationStore(db);
  const userSettings = (userGuid: string, keys: readonly UiSettingKey[]) =>
    store.userSettingsOf(userGuid).filter((setting) => keys.includes(setting.key));

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
      store.saveUserSettings(userGuid, request.body);
      return userSettings(userGuid, ['dateFormat', 'timeFormat']);
    },
    async getOrganizationUiSetting(request: FastifyRequest<{ Querystring: { key: UiSettingKey } }>) {
      const { key } = request.query;
      return { key, value: store.tenantSettingOf(request.session?.tenantGuid ?? null, key) };
    },
    async saveOrganizationUiSettings(request: FastifyRequest<{ Body: UiSetting[] }>) {
      const tenantGuid = request.session?.tenantGuid;
      if (!tenantGuid) throw problem(401, 'A bearer token is required.');
      store.saveTenantSettings(tenantGuid, request.body);
      return store.tenantSettingsOf(tenantGuid);
    },
  };
}
