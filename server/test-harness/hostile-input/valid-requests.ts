import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';

const SAMPLE_STRINGS: Record<string, string> = {
  email: 'admin@acme.test',
  uuid: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001',
  date: '2026-11-23',
  'date-time': '2026-11-23T09:00:00.000Z',
};

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value the schema accepts: its example when the document gives one, else the smallest that fits. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleOf(schema.items ?? {}));
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    default:
      return SAMPLE_STRINGS[schema.format ?? ''] ?? 'sample';
  }
}

export const sampleOfParameter = (parameter: Parameter): unknown => parameter.example ?? sampleOf(parameter.schema);

/** Path and query parameters: the samples, with some replaced (by name) and others added. */
export function urlOf(
  operation: Operation,
  values: Record<string, unknown> = {},
  { encode = encodeURIComponent }: { encode?: (value: string) => string } = {},
): string {
  const valueOf = (parameter: Parameter) =>
    String(parameter.name in values ? values[parameter.name] : sampleOfParameter(parameter));
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) throw new Error(`${operation.operationId}: no parameter ${name}`);
    return encode(valueOf(parameter));
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && (parameter.required || parameter.name in values))
      query.append(parameter.name, valueOf(parameter));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export const sampleBodyOf = (operation: Operation): unknown =>
  operation.body ? (operation.body.example ?? sampleOf(operation.body.schema)) : undefined;

/** A form body as the shell and browsers send it; a list becomes the same key repeated. */
export function formOf(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value])
      form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return form.toString();
}

export const FORM = 'application/x-www-form-urlencoded';

/** The body encoded in the media type its document declares. */
export const encodedBody = (operation: Operation, body: unknown): string =>
  operation.body?.mediaType === FORM ? formOf(body as Record<string, unknown>) : JSON.stringify(body);
