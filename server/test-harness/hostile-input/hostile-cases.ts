import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

import { INJECTION_STRINGS, PATH_TRAVERSALS } from './injection-strings.ts';
import { type BodyCase, malformedBodiesOf } from './malformed-bodies.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { stringPlacesOf, withValueAt } from './schema-walk.ts';
import { encodedBody, FORM, formOf, sampleBodyOf, urlOf } from './valid-requests.ts';

/**
 * The hostile-input corpus as requests, apart from any server or test runner: the in-process tests
 * (*.test.ts beside this file) and the probe of any service (scripts/api-probe.ts) send the same ones.
 */

/** The OAuth token endpoint: form bodies, RFC 6749 refusals, and password sign-ins that are slow on purpose. */
export const TOKEN_OPERATION = 'postOAuthToken';
/** A refresh grant the server refuses after reading the whole form: no scrypt, no signature, nothing written. */
const REFUSED_REFRESH = {
  grant_type: 'refresh_token',
  refresh_token: 'not-a-token',
  client_id: 'trellis',
  scope: 'read',
};
const REFUSED_CODE = { grant_type: 'authorization_code', code: 'not-a-code', client_id: 'trellis' };

/**
 * The body whose fields are varied. The token endpoint's example signs in (scrypt, slow on purpose), so only the
 * fields the password grant reads are varied on it; the code on a code grant, the rest on a refused refresh.
 */
export function bodyToVary(operation: Operation, field?: string | number): unknown {
  if (operation.operationId !== TOKEN_OPERATION || field === 'username' || field === 'password')
    return sampleBodyOf(operation);
  return field === 'code' ? REFUSED_CODE : REFUSED_REFRESH;
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);
const coercingAjv = new Ajv({ strict: false, allErrors: false, coerceTypes: 'array' });
addFormats.default(coercingAjv);

/** Whether the document allows the value, judged apart from the server: JSON as typed, text coerced. */
export function documentAccepts(schema: JsonSchema, value: unknown, { text = false } = {}): boolean {
  // Coercion changes the value it checks.
  return text
    ? (coercingAjv.validate(schema, structuredClone(value)) as boolean)
    : (ajv.validate(schema, value) as boolean);
}

/** One hostile request: where it goes, what it carries, and whether the operation's document allows it. */
export interface HostileCase {
  label: string;
  /** The URL (path and query) when it differs from the operation's valid one. */
  url?: string;
  contentType?: string;
  payload?: string;
  /** The document allows it: the service may take it (as plain text), but must not fail. */
  allowed: boolean;
}

const asFields = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : { body };

/** Each way a client might send the operation's own valid body, in a type the operation may not declare. */
export const ENCODINGS: { name: string; contentType: string | undefined; encode: (body: unknown) => string }[] = [
  { name: 'JSON', contentType: 'application/json', encode: (body) => JSON.stringify(body) },
  { name: 'a form', contentType: FORM, encode: (body) => formOf(asFields(body)) },
  { name: 'plain text', contentType: 'text/plain', encode: (body) => JSON.stringify(body) },
  { name: 'XML', contentType: 'application/xml', encode: (body) => `<body>${JSON.stringify(body)}</body>` },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=trellis',
    encode: (body) =>
      `--trellis\r\nContent-Disposition: form-data; name="body"\r\n\r\n${JSON.stringify(body)}\r\n--trellis--\r\n`,
  },
  { name: 'problem JSON', contentType: 'application/problem+json', encode: (body) => JSON.stringify(body) },
  { name: 'no media type', contentType: undefined, encode: (body) => JSON.stringify(body) },
  { name: 'an unreadable media type', contentType: 'json, please', encode: (body) => JSON.stringify(body) },
];

export const declares = (operation: Operation, contentType: string | undefined) =>
  contentType?.split(';')[0] === operation.body?.mediaType;

/** The operation's valid body in every media type it does not declare: all refused (415, or 400 by the token endpoint). */
export function mediaTypeCases(operation: Operation): HostileCase[] {
  const body = sampleBodyOf(operation) ?? { unexpected: true };
  return ENCODINGS.filter((encoding) => !declares(operation, encoding.contentType)).map((encoding) => ({
    label: `in ${encoding.name}`,
    contentType: encoding.contentType,
    payload: encoding.encode(body),
    allowed: false,
  }));
}

export const refusedByDocument = (operation: Operation, body: BodyCase) =>
  body.value === undefined ||
  !documentAccepts(operation.body?.schema ?? {}, body.value, { text: operation.body?.mediaType === FORM });

/** Malformed and hostile bodies in the declared media type. */
export function bodyCases(operation: Operation): HostileCase[] {
  return malformedBodiesOf(operation, bodyToVary(operation)).map((body) => ({
    label: `body ${body.label}`,
    contentType: operation.body?.mediaType,
    payload: body.payload,
    allowed: !refusedByDocument(operation, body),
  }));
}

/** Injection strings in every parameter and text field, and raw path traversals in every path parameter. */
export function injectionCases(
  operation: Operation,
  urlWith: (operation: Operation, values?: Record<string, unknown>) => string = urlOf,
): HostileCase[] {
  const isForm = operation.body?.mediaType === FORM;
  const validBody = operation.body
    ? { contentType: operation.body.mediaType, payload: encodedBody(operation, bodyToVary(operation)) }
    : {};
  const inParameters = operation.parameters.flatMap((parameter) =>
    INJECTION_STRINGS.map((text) => ({
      label: `${parameter.in} ${parameter.name} = ${JSON.stringify(text)}`,
      url: urlWith(operation, { [parameter.name]: text }),
      ...validBody,
      allowed: documentAccepts(parameter.schema, text, { text: true }),
    })),
  );
  const inBody = operation.body
    ? stringPlacesOf(operation.body.schema).flatMap((place) =>
        INJECTION_STRINGS.map((text) => {
          const value = withValueAt(bodyToVary(operation, place[0]), place, text);
          return {
            label: `body ${place.join('.')} = ${JSON.stringify(text)}`,
            contentType: operation.body?.mediaType,
            payload: encodedBody(operation, value),
            allowed: documentAccepts(operation.body?.schema ?? {}, value, { text: isForm }),
          };
        }),
      )
    : [];
  const rawTraversals = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .flatMap((parameter) =>
      PATH_TRAVERSALS.map((text) => ({
        label: `path ${parameter.name} = ${text} (unencoded)`,
        url: operation.path.replace(`{${parameter.name}}`, text).replace(/\{\w+\}/g, 'x'),
        ...validBody,
        allowed: false,
      })),
    );
  return [...inParameters, ...inBody, ...rawTraversals];
}
