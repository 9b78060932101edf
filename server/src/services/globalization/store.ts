import type { Db } from '../../db/database.ts';

export type UiSettingKey = 'dateFormat' | 'timeFormat';

export interface UiSetting {
  key: UiSettingKey;
  value: string;
}

interface TranslationRow {
  key: string;
  value: string;
}

const tableOf = (rows: TranslationRow[]) => Object.fromEntries(rows.map((row) => [row.key, row.value]));

/** The globalization service's SQL: languages, translations, and the users' and organisations' UI settings. */
export function globalizationStore(db: Db) {
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
    languages() {
      return db
        .prepare(
          'SELECT code AS Code, name AS Name, native_name AS NativeName, direction AS Direction FROM languages ORDER BY position',
        )
        .all();
    },

    languageExists(code: string) {
      return db.prepare('SELECT 1 FROM languages WHERE code = ?').get(code.toLowerCase()) !== undefined;
    },

    /** Product texts, then the tenant's overrides of them (rows with its guid win). */
    textsOf(language: string, tenantGuid: string | null, module = 'shell') {
      const rows = db
        .prepare(
          `SELECT key, value FROM translations
           WHERE language_code = ? AND module = ? AND (tenant_guid IS NULL OR tenant_guid IS ?)
           ORDER BY tenant_guid IS NOT NULL`,
        )
        .all(language.toLowerCase(), module, tenantGuid) as TranslationRow[];
      return tableOf(rows);
    },

    /** The tenant's own texts of a module, without the product's. */
    tenantTextsOf(language: string, module: string, tenantGuid: string | null) {
      const rows = db
        .prepare('SELECT key, value FROM translations WHERE language_code = ? AND module = ? AND tenant_guid = ?')
        .all(language.toLowerCase(), module, tenantGuid) as TranslationRow[];
      return tableOf(rows);
    },

    userSettingsOf(userGuid: string) {
      return db
        .prepare('SELECT key, value FROM user_ui_settings WHERE user_guid = ? ORDER BY key')
        .all(userGuid) as UiSetting[];
    },

    saveUserSettings(userGuid: string, settings: UiSetting[]) {
      db.transaction(() =>
        settings.forEach(({ key, value }) =>
          value === '' ? forgetUser.run(userGuid, key) : saveUser.run(userGuid, key, value),
        ),
      )();
    },

    tenantSettingOf(tenantGuid: string | null, key: UiSettingKey) {
      const row = db
        .prepare('SELECT value FROM tenant_ui_settings WHERE tenant_guid = ? AND key = ?')
        .get(tenantGuid, key) as { value: string } | undefined;
      return row?.value ?? '';
    },

    tenantSettingsOf(tenantGuid: string) {
      return db.prepare('SELECT key, value FROM tenant_ui_settings WHERE tenant_guid = ? ORDER BY key').all(tenantGuid);
    },

    saveTenantSettings(tenantGuid: string, settings: UiSetting[]) {
      db.transaction(() =>
        settings.forEach(({ key, value }) =>
          value === '' ? forgetTenant.run(tenantGuid, key) : saveTenant.run(tenantGuid, key, value),
        ),
      )();
    },

    /** The user's saved setting, else the organisation's, else empty. */
    effectiveSettingOf(userGuid: string, tenantGuid: string, key: UiSettingKey) {
      const row = db
        .prepare(
          `SELECT coalesce(
             (SELECT value FROM user_ui_settings WHERE user_guid = ? AND key = ?),
             (SELECT value FROM tenant_ui_settings WHERE tenant_guid = ? AND key = ?)) AS value`,
        )
        .get(userGuid, key, tenantGuid, key) as { value: string | null };
      return row.value ?? '';
    },
  };
}
