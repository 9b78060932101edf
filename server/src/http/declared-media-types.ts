import type {
  FastifyInstance,
  FastifyRequest,
  preParsingHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';

import { problem } from './problem.ts';

type BodySchema = { content?: Record<string, unknown> } | undefined;

/**
 * The media types a route's body may come in. fastify-openapi-glue keys the body schema by the document's
 * `requestBody.content`; a plain schema (routes of our own, like the test support) means JSON; none means no body.
 */
function declaredMediaTypesOf(route: Pick<RouteOptions, 'schema'>): string[] {
  const body = route.schema?.body as BodySchema;
  if (!body) return [];
  return body.content ? Object.keys(body.content).map((type) => type.toLowerCase()) : ['application/json'];
}

/** RFC 9112 section 6.3: without Content-Length or Transfer-Encoding a request has no body. */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function refuseUndeclaredMediaType(declared: string[]): preParsingHookHandler {
  const accepted = declared.length ? declared.join(' or ') : 'no body';
  return async (request, _reply, payload) => {
    if (!carriesBody(request)) return payload;
    if (request.headers['content-type'] === undefined) {
      // A chunked body without a type goes to the catch-all parser, which takes only an empty one: proxies send a
      // bodiless POST so.
      if (request.headers['transfer-encoding'] !== undefined) return payload;
      throw problem(415, `This operation accepts ${accepted}; the body has no media type.`);
    }
    const mediaType = request.mediaType?.toLowerCase() ?? '';
    if (declared.includes(mediaType)) return payload;
    throw problem(415, `This operation accepts ${accepted}, not ${mediaType || 'an unreadable media type'}.`);
  };
}

const requireBody: preValidationHookHandler = async (request) => {
  if (request.body === undefined) throw problem(400, 'A request body is required.');
};

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Each route accepts exactly the media types its OpenAPI document declares (415 otherwise), before anything is
 * parsed. Fastify validates a body only when a schema is keyed by the request's media type: a body in another type
 * would reach the handler unchecked. A declared body is required (every request body in openapi/ says so), so an
 * absent one is refused here rather than validated as `null` or skipped.
 */
export function acceptOnlyDeclaredMediaTypes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = declaredMediaTypesOf(route);
    route.preParsing = [...asList(route.preParsing), refuseUndeclaredMediaType(declared)];
    if (declared.length) route.preValidation = [...asList(route.preValidation), requireBody];
  });
  // A bodiless POST may arrive chunked without a content type (proxies do this); only an empty body is accepted so.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if ((body as Buffer).length === 0) done(null, undefined);
    else done(problem(415, 'A request body needs a Content-Type this operation declares.'), undefined);
  });
}
