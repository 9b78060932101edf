import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface RequestBody {
  mediaType: string;
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

/** One operation of one document in openapi/, with every `$ref` of its request resolved. */
export interface Operation {
  document: string;
  operationId: string;
  method: string;
  /** The document's path template, `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  body: RequestBody | null;
  /** No credentials needed (`security: []`). */
  isPublic: boolean;
}

export const OPENAPI_DIR = fileURLToPath(new URL('../../../openapi', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Node = Record<string, unknown>;

function resolver(document: Node) {
  const at = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Node)[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  // Request schemas are not recursive (only the organisation tree of a response is); the guard says so loudly.
  const resolve = (node: unknown, depth = 0): unknown => {
    if (depth > 32) throw new Error('A request schema of openapi/ is recursive; the walker does not follow it.');
    if (Array.isArray(node)) return node.map((item) => resolve(item, depth + 1));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Node;
    if (typeof $ref === 'string') return resolve({ ...(at($ref) as Node), ...rest }, depth + 1);
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(value, depth + 1)]));
  };
  return resolve;
}

function bodyOf(requestBody: Node | undefined): RequestBody | null {
  if (!requestBody) return null;
  const [mediaType, media] = Object.entries(requestBody.content as Record<string, Node>)[0] ?? [];
  if (!mediaType || !media) return null;
  return {
    mediaType,
    required: requestBody.required === true,
    schema: media.schema as JsonSchema,
    ...('example' in media ? { example: media.example } : {}),
  };
}

export function operationsOf(file: string): Operation[] {
  const document = parse(readFileSync(`${OPENAPI_DIR}/${file}`, 'utf8')) as Node;
  const resolve = resolver(document);
  const paths = document.paths as Record<string, Node>;
  const defaultSecurity = document.security as unknown[] | undefined;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Node;
      const shared = resolve(item.parameters ?? []) as Parameter[];
      const own = resolve(operation.parameters ?? []) as Parameter[];
      const security = (operation.security as unknown[] | undefined) ?? defaultSecurity ?? [];
      return {
        document: file.replace(/\.yaml$/, ''),
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: [...shared, ...own].map((p) => ({ ...p, required: p.required === true })),
        body: bodyOf(resolve(operation.requestBody) as Node | undefined),
        isPublic: security.length === 0,
      };
    }),
  );
}

/** Every operation of every document in openapi/. */
export function allOperations(): Operation[] {
  return readdirSync(OPENAPI_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap(operationsOf);
}
