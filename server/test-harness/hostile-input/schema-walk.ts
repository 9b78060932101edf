import type { JsonSchema } from './openapi-operations.ts';

export type Fields = Record<string, unknown>;
export type JsonPath = (string | number)[];

export const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

const isObject = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The objects of a body that have properties: the body itself, the first item of a list, nested objects. */
export function objectsOf(schema: JsonSchema, path: JsonPath = []): { path: JsonPath; schema: JsonSchema }[] {
  const type = typeOf(schema);
  if (type === 'array' && schema.items) return objectsOf(schema.items, [...path, 0]);
  if (type !== 'object' || !schema.properties) return [];
  return [
    { path, schema },
    ...Object.entries(schema.properties).flatMap(([key, property]) => objectsOf(property, [...path, key])),
  ];
}

/** Every place of a body that holds text: string properties at any depth, the first item of a list of strings. */
export function stringPlacesOf(schema: JsonSchema, path: JsonPath = []): JsonPath[] {
  const type = typeOf(schema);
  if (type === 'string') return [path];
  if (type === 'array' && schema.items) return stringPlacesOf(schema.items, [...path, 0]);
  if (type !== 'object') return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => stringPlacesOf(property, [...path, key]));
}

/** A copy of the body with the object at `path` changed (nothing happens when the sample has no object there). */
export function withChange(body: unknown, path: JsonPath, change: (target: Fields) => void): unknown {
  const copy = structuredClone(body);
  const target = path.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Fields)[key as string] : undefined),
    copy,
  );
  if (isObject(target)) change(target);
  return copy;
}

/** A copy of the body with the value at `path` replaced, creating the objects on the way. */
export function withValueAt(body: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Fields;
  let node: Fields = copy;
  for (const [index, key] of path.slice(0, -1).entries()) {
    const next = node[key as string];
    if (next === null || typeof next !== 'object') node[key as string] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key as string] as Fields;
  }
  node[path.at(-1) as string] = value;
  return copy;
}
