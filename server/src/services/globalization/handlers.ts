import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { NO_TENANT } from '../../seed/demo-ids.ts';

const CACHE_ONE_HOUR = 'max-age=3600';

interface TranslationRow {
  key: string;
  value: string;
}

export function globalizationHandlers(db: Db) {
  const languageExists = (code: string) =>
    db.prepare('SELECT 1 FROM languages WHERE code = ?').get(code.toLowerCase()) !== undefined;

  /** Product texts, then the tenant's overrides of them (rows with its guid win). */
  const textsOf = (language: string, tenantGuid: string | null, module = 'shell') => {
    const rows = db
      .prepare(
        `SELECT key, value FROM translations
         WHERE language_code = ? AND module = ? AND (tenant_guid IS NULL OR tenant_guid IS ?)
         ORDER BY tenant_guid IS NOT NULL`,
      )
      .all(language.toLowerCase(), module, tenantGuid) as TranslationRow[];
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  };

  const cacheableTexts = (reply: FastifyReply, language: string, tenantGuid: string | null) => {
    if (!languageExists(language)) throw problem(404, `No language ${language}.`);
    reply.header('cache-control', CACHE_ONE_HOUR);
    return { LanguageCode: language.toLowerCase(), translations: textsOf(language, tenantGuid) };
  };

  return {
    async getLanguages() {
      return db
        .prepare(
          'SELECT code AS Code, name AS Name, native_name AS NativeName, direction AS Direction FROM languages ORDER BY position',
        )
        .all();
    },
    async getTranslations(request: FastifyRequest<{ Params: { lang: string } }>, reply: FastifyReply) {
      return cacheableTexts(reply, request.params.lang, null);
    },
    async getTenantTranslations(
      request: FastifyRequest<{
        Params: { tenantLang: string };
        Querystring: { language?: string; tenantId?: string };
      }>,
      reply: FastifyReply,
    ) {
      const language = request.query.language ?? request.params.tenantLang;
      const tenant = request.query.tenantId && request.query.tenantId !== NO_TENANT ? request.query.tenantId : null;
      return cacheableTexts(reply, language, tenant);
    },
    async getTenantCustomTranslations(request: FastifyRequest<{ Params: { language: string; module: string } }>) {
      const { language, module } = request.params;
      const rows = db
        .prepare('SELECT key, value FROM translations WHERE language_code = ? AND module = ? AND tenant_guid = ?')
        .all(language.toLowerCase(), module, request.session?.tenantGuid ?? null) as TranslationRow[];
      return {
        LanguageCode: language.toLowerCase(),
        translations: Object.fromEntries(rows.map((r) => [r.key, r.value])),
      };
    },
  };
}
