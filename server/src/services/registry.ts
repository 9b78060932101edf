import type { FastifyReply } from 'fastify';

import type { SignInThrottle } from '../auth/sign-in-throttle.ts';
import type { SigningKey } from '../auth/signing-key.ts';
import type { Db } from '../db/database.ts';
import { accessHandlers } from './access/handlers.ts';
import { alertHandlers } from './alert/handlers.ts';
import { atlasHandlers } from './atlas/handlers.ts';
import { benchmarkingHandlers } from './benchmarking/handlers.ts';
import { brandingHandlers } from './branding/handlers.ts';
import { contentHandlers } from './content/handlers.ts';
import { crmWebToLeadHandlers } from './crm-web-to-lead/handlers.ts';
import { globalStateHandlers } from './global-state/handlers.ts';
import { globalizationHandlers } from './globalization/handlers.ts';
import { uiSettingsHandlers } from './globalization/ui-settings.ts';
import { salesopsHandlers } from './salesops/handlers.ts';
import { telemetryHandlers } from './telemetry/handlers.ts';

export interface ServiceContext {
  db: Db;
  signingKey: SigningKey;
  signInThrottle: SignInThrottle;
}

/**
 * Handlers type their requests with their own route generics; the registry only needs them to be functions that
 * fastify-openapi-glue calls with a request and a reply (`never` accepts every narrower request type).
 */
type OperationHandler = (request: never, reply: FastifyReply) => unknown;

/** One entry per document in openapi/: its operationIds mapped to handlers. */
export const SERVICES: Record<string, (context: ServiceContext) => Record<string, OperationHandler>> = {
  access: ({ db, signingKey, signInThrottle }) => accessHandlers(db, signingKey, signInThrottle),
  alert: ({ db }) => alertHandlers(db),
  atlas: ({ db }) => atlasHandlers(db),
  benchmarking: ({ db }) => benchmarkingHandlers(db),
  branding: ({ db }) => brandingHandlers(db),
  content: ({ db }) => contentHandlers(db),
  'crm-web-to-lead': ({ db }) => crmWebToLeadHandlers(db),
  'global-state': ({ db }) => globalStateHandlers(db),
  globalization: ({ db }) => ({ ...globalizationHandlers(db), ...uiSettingsHandlers(db) }),
  salesops: ({ db }) => salesopsHandlers(db),
  telemetry: () => telemetryHandlers(),
};
