import type { z } from 'zod/mini';

/** The fields a schema reads that the document does not have: `never` when it reads only the document's fields. */
export type FieldsMissingFrom<Document, Schema extends z.ZodMiniType> = Exclude<keyof z.input<Schema>, keyof Document>;

/**
 * Ties a response schema to the document's type (`components['schemas'][…]`, generated from `openapi/`): a field the
 * schema reads that the document renames or removes fails the type check here, naming the field.
 * The schemas read only what the shell uses, with their own fallbacks, so only the names are compared.
 */
export const responseSchemaOf =
  <Document>() =>
  <Schema extends z.ZodMiniObject>(
    schema: Schema &
      ([FieldsMissingFrom<Document, Schema>] extends [never]
        ? unknown
        : { readsMissingField: FieldsMissingFrom<Document, Schema> }),
  ): Schema =>
    schema;
