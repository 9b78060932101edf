import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';

import type { ApiSchemas } from './generated';
import { type FieldsMissingFrom, responseSchemaOf } from './response-schema';

type Tenant = ApiSchemas['access']['Tenant'];
/** The tenant as a renamed field would leave it: `buyingType` gone. */
type TenantWithoutBuyingType = Omit<Tenant, 'buyingType'> & { tenantBuyingType: string };

const tenantSchema = z.object({ guid: z.string(), buyingType: z.catch(z.string(), 'STANDARD') });

describe('response schemas tied to the documents', () => {
  it('accept a schema that reads only fields of the document', () => {
    expectTypeOf<FieldsMissingFrom<Tenant, typeof tenantSchema>>().toEqualTypeOf<never>();
    responseSchemaOf<Tenant>()(tenantSchema);
  });

  it('name the field a renamed document no longer has, and refuse the schema', () => {
    expectTypeOf<FieldsMissingFrom<TenantWithoutBuyingType, typeof tenantSchema>>().toEqualTypeOf<'buyingType'>();
    // @ts-expect-error buyingType is not a field of the document any more
    responseSchemaOf<TenantWithoutBuyingType>()(tenantSchema);
  });

  it('catch a field the document never had', () => {
    const misspelt = z.object({ guid: z.string(), buyingTpye: z.string() });
    // @ts-expect-error buyingTpye is not a field of the document
    responseSchemaOf<Tenant>()(misspelt);
  });
});
