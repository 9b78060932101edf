import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

const sharedOptions: Options = {
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  // Schemas keep their `$id` to themselves: the glue gives every recursive one the same id.
  addUsedSchema: false,
  // OpenAPI schemas may carry `example`, which JSON Schema does not know.
  keywords: ['example'],
};

function ajvWith(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...sharedOptions, coerceTypes });
  // ajv-formats is CommonJS: its plugin is the module's `default`.
  addFormats.default(ajv);
  return ajv;
}

/** Path, query and header values and form fields are text: they become what the document says (`true`, `3`). */
const coercing = ajvWith('array');
/** A JSON body already has its types: `["a"]` or `"true"` where the document says string or boolean is wrong. */
const exact = ajvWith(false);

/**
 * One validator per request part and, for bodies, per declared media type (Fastify compiles a body schema keyed
 * by media type once per type): JSON bodies exactly as typed, everything textual coerced as its schema says.
 */
export const compileRequestValidator: FastifySchemaCompiler<object> = ({ schema, httpPart, contentType }) => {
  const isJsonBody = httpPart === 'body' && contentType?.toLowerCase() !== FORM_MEDIA_TYPE;
  return (isJsonBody ? exact : coercing).compile(schema);
};
