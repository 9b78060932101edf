import type { JsonSchema, Operation } from './openapi-operations.ts';
import { type Fields, objectsOf, typeOf, withChange } from './schema-walk.ts';
import { FORM, formOf, sampleOf } from './valid-requests.ts';

export interface BodyCase {
  label: string;
  payload: string;
  /** What the server reads from the payload, for the document to judge; absent when it must be refused anyway. */
  value?: unknown;
}

/** Larger than the 1 MiB Fastify reads. */
export const OVERSIZED_BYTES = 1024 * 1024 + 1;
const POISON = { polluted: true };

/** Values of the wrong kind, of the wrong size or outside the document's lists, for one property. */
function wrongValuesFor(schema: JsonSchema): [string, unknown][] {
  const type = typeOf(schema);
  const sample = sampleOf(schema);
  const wrong: [string, unknown][] = [
    ['a JSON list of it', [sample]],
    ['an object', {}],
    ['null', null],
  ];
  if (type !== 'integer' && type !== 'number') wrong.push(['a number', 12345]);
  if (type !== 'string') wrong.push(['a string', String(sample)]);
  if (type !== 'boolean') wrong.push(['a boolean', true]);
  if (schema.maxLength !== undefined) wrong.push(['one character too long', 'x'.repeat(schema.maxLength + 1)]);
  if (schema.maxItems !== undefined)
    wrong.push(['one item too many', Array(schema.maxItems + 1).fill(schema.items ? sampleOf(schema.items) : 1)]);
  if (schema.enum || schema.pattern) wrong.push(['a value the document does not list', 'NOT_IN_THE_DOCUMENT ../']);
  if (schema.format) wrong.push([`not a ${schema.format}`, `not a ${schema.format}`]);
  if (type === 'string' && schema.minLength) wrong.push(['empty', '']);
  return wrong;
}

/** JSON text with a key JSON.stringify cannot write as an own property (`__proto__`) added to the first object. */
function withRawKey(body: unknown, key: string, value: unknown): string {
  const text = JSON.stringify(body);
  const at = text.indexOf('{');
  if (at < 0) return text;
  const separator = text[at + 1] === '}' ? '' : ',';
  return `${text.slice(0, at + 1)}${JSON.stringify(key)}:${JSON.stringify(value)}${separator}${text.slice(at + 1)}`;
}

function propertyCases(body: unknown, schema: JsonSchema): { label: string; value: unknown }[] {
  return objectsOf(schema).flatMap(({ path, schema: object }) => {
    const where = path.length ? `${path.join('.')}.` : '';
    const properties = Object.entries(object.properties ?? {});
    return [
      ...properties.flatMap(([key, property]) =>
        wrongValuesFor(property).map(([what, wrong]) => ({
          label: `${where}${key} as ${what}`,
          value: withChange(body, path, (target) => {
            target[key] = wrong;
          }),
        })),
      ),
      ...(object.required ?? []).map((key) => ({
        label: `without ${where}${key}`,
        value: withChange(body, path, (target) => {
          delete target[key];
        }),
      })),
      ...(object.additionalProperties === false
        ? [
            {
              label: `with a property ${where}unexpected`,
              value: withChange(body, path, (target) => {
                target.unexpected = 'x';
              }),
            },
          ]
        : []),
    ];
  });
}

function jsonCases(body: unknown, schema: JsonSchema): BodyCase[] {
  const json = (label: string, value: unknown): BodyCase => ({ label, payload: JSON.stringify(value), value });
  const raw = (label: string, payload: string): BodyCase => ({ label, payload, value: JSON.parse(payload) });
  return [
    { label: 'cut short', payload: JSON.stringify(body).slice(0, -1) },
    { label: 'in single quotes', payload: JSON.stringify(body).replaceAll('"', "'") },
    { label: 'with a trailing comma', payload: JSON.stringify(body).replace(/([}\]])$/, ',$1') },
    { label: 'NaN', payload: 'NaN' },
    { label: 'empty', payload: '' },
    { label: 'too large', payload: JSON.stringify({ filler: 'x'.repeat(OVERSIZED_BYTES) }) },
    json('null', null),
    json('a string', 'text'),
    json('a number', 12),
    json(typeOf(schema) === 'array' ? 'an object' : 'a list', typeOf(schema) === 'array' ? {} : []),
    // No schema of openapi/ takes lists of lists; too deep for JSON.stringify, so written out.
    { label: 'nested five thousand lists deep', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    raw('with __proto__', withRawKey(body, '__proto__', POISON)),
    raw('with constructor.prototype', withRawKey(body, 'constructor', { prototype: POISON })),
    ...(typeOf(schema) === 'array'
      ? [json('with no items', []), json('with a thousand items', Array(1000).fill((body as unknown[])[0]))]
      : []),
    ...propertyCases(body, schema).map(({ label, value }) => json(label, value)),
  ];
}

/** How a form body reads: every value text, a repeated key a list, `__proto__` an ordinary key. */
export function fieldsOfForm(payload: string): Fields {
  const fields: Fields = {};
  for (const [key, value] of new URLSearchParams(payload)) {
    const previous = Object.hasOwn(fields, key) ? fields[key] : undefined;
    const next = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    Object.defineProperty(fields, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

function formCases(body: Fields, schema: JsonSchema): BodyCase[] {
  const form = (label: string, payload: string): BodyCase => ({ label, payload, value: fieldsOfForm(payload) });
  const properties = Object.entries(schema.properties ?? {});
  const sampleForm = formOf(body);
  return [
    { label: 'too large', payload: `${sampleForm}&filler=${'x'.repeat(OVERSIZED_BYTES)}` },
    form('empty', ''),
    form('with __proto__', `${sampleForm}&__proto__=x&__proto__[polluted]=true`),
    form('with constructor.prototype', `${sampleForm}&constructor[prototype][polluted]=true`),
    form('with broken percent-encoding', `${sampleForm}&${properties[0]?.[0] ?? 'field'}=%E0%A4%A`),
    ...properties.map(([key]) => form(`with ${key} twice more`, `${sampleForm}&${key}=a&${key}=b`)),
    // Lists become repeated keys and other values their JSON text, as a form would carry them.
    ...propertyCases(body, schema).map(({ label, value }) => form(label, formOf(value as Fields))),
  ];
}

/** Malformed and hostile variations of a valid body, in the media type the operation declares. */
export function malformedBodiesOf(operation: Operation, body: unknown): BodyCase[] {
  if (!operation.body) return [];
  return operation.body.mediaType === FORM
    ? formCases(body as Fields, operation.body.schema)
    : jsonCases(body, operation.body.schema);
}
