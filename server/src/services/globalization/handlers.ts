import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { globalizationStore } from './store.ts';

const CACHE_ONE_HOUR = 'max-age=3600';
/** The all-zero tenant id of section 7: translation files without a tenant. */
const NO_TENANT = '00000000-0000-0000-0000-000000000000';

export function globalizationHandlers(db: Db) {
  const store = globalizationStore(db);

  const cacheableTexts = (reply: FastifyReply, language: string, tenantGuid: string | null) => {
    if (!store.languageExists(language)) throw problem(404, `No language ${language}.`);
    reply.header('cache-control', CACHE_ONE_HOUR);
    return { LanguageCode: language.toLowerCase(), translations: store.textsOf(language, tenantGuid) };
  };

  return {
    async getLanguages() {
      return store.languages();
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
      return {
        LanguageCode: language.toLowerCase(),
        translations: store.tenantTextsOf(language, module, request.session?.tenantGuid ?? null),
      };
    },
  };
}
