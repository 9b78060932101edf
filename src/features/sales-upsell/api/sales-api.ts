import { z } from 'zod/mini';

import { type ApiClient, type ApiSchemas, responseSchemaOf } from '@/shared/api';

/** Section 3: every case type a caller may open; `{product}_LABS_FEEDBACK` is built with `labsFeedbackCase`. */
export const CASE_TYPES = [
  'INTEGRATION',
  'ISSUE',
  'PRODUCT_FEEDBACK',
  'USER_FEEDBACK',
  'MODULE_FEEDBACK',
  'TRIAL_REQUEST',
  'FREE_USER_CONTACT_SALES',
  'TRIAL_USER_CONTACT_SALES',
  'SUBSCRIPTION_RENEWAL',
] as const;
export type CaseType = (typeof CASE_TYPES)[number] | `${string}_LABS_FEEDBACK`;
export const labsFeedbackCase = (product: string): CaseType => `${product.toUpperCase()}_LABS_FEEDBACK`;

export type CaseParams = ApiSchemas['salesops']['CaseParams'];

/** Section 9: the case url limit. */
export const CASE_URL_LIMIT = 255;
export const cutCaseUrl = (url: string) => url.slice(0, CASE_URL_LIMIT);

/** POST /api/salesops/v1/cases; the page's url is cut to the limit. Throws when the case is not stored. */
export async function createCase(client: ApiClient, caseType: CaseType, caseParams: CaseParams) {
  const params = caseParams.url === undefined ? caseParams : { ...caseParams, url: cutCaseUrl(caseParams.url) };
  const { response } = await client.POST('/api/salesops/v1/cases', { body: { caseType, caseParams: params } });
  if (!response.ok) throw new Error(`The ${caseType} case was not stored (${response.status}).`);
}

const subscriptionSchema = responseSchemaOf<ApiSchemas['access']['Subscription']>()(
  z.object({ id: z.string(), product: z.catch(z.string(), ''), trial: z.catch(z.boolean(), true) }),
);

/** GET …/tenants/current/subscriptions?trial=true: the tenant's trials. Throws when they cannot be read. */
export async function fetchTrialSubscriptions(client: ApiClient) {
  const { data, response } = await client.GET('/api/access/v1/tenants/current/subscriptions', {
    params: { query: { trial: true } },
  });
  if (!response.ok) throw new Error(`The subscriptions could not be read (${response.status}).`);
  return z.array(subscriptionSchema).parse(data);
}
