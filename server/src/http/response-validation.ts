import responseValidation from '@fastify/response-validation';
import addFormats from 'ajv-formats';
import type { FastifyInstance, RouteOptions } from 'fastify';

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: object }>; $id?: string }>;

/**
 * Gives each response schema its own `$id` and drops the media-type wrapper. The glue names every recursive schema
 * `http://example.com/fastifySchema`, which one Ajv instance refuses twice; and the validator would look for a
 * content type that Fastify sets only after validation. Our responses have one JSON media type per status.
 */
function unwrapResponseSchemas(route: RouteOptions): void {
  const responses = route.schema?.response as ResponseSchemas | undefined;
  if (!responses) return;
  for (const [status, response] of Object.entries(responses)) {
    const media = response.content ? Object.entries(response.content) : [];
    const json = media.find(([type]) => type.includes('json'))?.[1].schema;
    if (!json) {
      delete responses[status];
      continue;
    }
    responses[status] = { ...json, $id: `${route.method}:${route.url}:${status}` };
  }
}

/** Every JSON answer is checked against its OpenAPI response schema; a mismatch is a 500, not a silent lie. */
export async function validateResponses(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', unwrapResponseSchemas);
  await app.register(responseValidation, {
    ajv: {
      removeAdditional: false,
      useDefaults: false,
      coerceTypes: false,
      keywords: ['example'],
      // ajv-formats is CommonJS: its plugin is the module's `default`.
      plugins: [addFormats.default],
    },
  });
}
