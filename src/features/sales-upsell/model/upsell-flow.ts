import { attach, createEffect, createEvent, createStore, merge, sample } from 'effector';

import { contentSettingsQuery } from '@/entities/content';
import { globalStateQuery } from '@/entities/global-state';
import { $accessClaims, type AccessClaims, ownerOf } from '@/entities/session';
import { currentTenantQuery } from '@/entities/tenant';
import { apiClient, postWebToLead, queryClient, type WebToLead } from '@/shared/api';
import { showToastFx } from '@/shared/ui';

import { type CaseParams, type CaseType, createCase, fetchTrialSubscriptions } from '../api/sales-api';
import type { ContactSalesValues } from '../lib/contact-sales-form';

export type UpsellDialog =
  | 'upgrade'
  | 'trial-success'
  | 'trial-completed'
  | 'contact-sales'
  | 'contact-sales-success'
  | 'renewal-confirm'
  | 'renewal-received';

/** Section 8: the body of the SalesforceCaseError toast, per flow. */
type CaseErrorKey = 'ContactSalesCaseError' | 'TrialUpgradeCaseError' | 'RequestRenewalCaseError';

export const upgradeOpened = createEvent();
export const startTrialClicked = createEvent();
export const buyNowClicked = createEvent();
export const contactSalesSubmitted = createEvent<ContactSalesValues>();
/** The menu's "Request a renewal": it asks first, since confirming opens a sales case in the user's name. */
export const renewalRequested = createEvent();
export const renewalConfirmed = createEvent();
export const dialogClosed = createEvent();

/** What the sales team learns of the requester and where they were; the lead source names the shell. */
const LEAD_SOURCE = 'Trellis in-app';

async function requesterOf(claims: AccessClaims) {
  const [state, tenant] = await Promise.all([
    queryClient.ensureQueryData(globalStateQuery(ownerOf(claims))),
    queryClient.ensureQueryData(currentTenantQuery(claims.tenantGuid)),
  ]);
  return {
    firstName: state?.user?.FirstName ?? '',
    lastName: state?.user?.LastName ?? '',
    email: state?.user?.Email ?? claims.email,
    company: tenant?.name ?? '',
    url: window.location.href,
  };
}

const withoutBlanks = (params: CaseParams): CaseParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')) as CaseParams;

/** The flows need the signed-in user; without one they fail like a refused case. */
function signedIn(claims: AccessClaims | null): AccessClaims {
  if (!claims) throw new Error('No user is signed in.');
  return claims;
}

// The flows call the network through these effects only, so that a scope (a test) can stand in for each; a plain
// promise awaited inside a flow would lose the scope for the calls after it.
const readRequesterFx = createEffect(requesterOf);
export const readTrialsFx = createEffect(() => fetchTrialSubscriptions(apiClient));
export const createCaseFx = createEffect(({ type, params }: { type: CaseType; params: CaseParams }) =>
  createCase(apiClient, type, params),
);
const readContentSettingsFx = createEffect((tenantGuid: string) =>
  queryClient.ensureQueryData(contentSettingsQuery(tenantGuid)),
);
export const postLeadFx = createEffect(({ address, lead }: { address: string; lead: WebToLead }) =>
  postWebToLead(address, lead),
);

/** A failed read counts as no trial: the request goes to sales either way. */
const hadTrialSubscriptionFx = createEffect(async () => {
  try {
    return (await readTrialsFx()).length > 0;
  } catch {
    return false;
  }
});

const startTrialFx = attach({
  source: $accessClaims,
  effect: async (source): Promise<UpsellDialog> => {
    const claims = signedIn(source);
    if ((await readTrialsFx()).length) return 'trial-completed';
    const requester = await readRequesterFx(claims);
    await createCaseFx({
      type: 'TRIAL_REQUEST',
      params: withoutBlanks({ ...requester, subject: 'Trial request', consentToContact: true }),
    });
    return 'trial-success';
  },
});

const contactSalesFx = attach({
  source: $accessClaims,
  effect: async (source, values: ContactSalesValues): Promise<UpsellDialog> => {
    const claims = signedIn(source);
    const requester = await readRequesterFx(claims);
    const hadTrial = await hadTrialSubscriptionFx();
    const contact = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.emailAddress.trim(),
      contactNumber: values.phoneNumber.trim(),
      interestedIn: values.interestDesc.trim(),
    };
    await createCaseFx({
      type: hadTrial ? 'TRIAL_USER_CONTACT_SALES' : 'FREE_USER_CONTACT_SALES',
      params: withoutBlanks({
        ...contact,
        company: requester.company,
        url: requester.url,
        subject: 'Contact sales',
        consentToContact: true,
      }),
    });
    await sendLeadFx({ claims, contact, company: requester.company });
    return 'contact-sales-success';
  },
});

/** The lead follows the case; the case is what counts, so a lead the CRM refuses is only logged. */
const sendLeadFx = createEffect(
  async ({ claims, contact, company }: { claims: AccessClaims; contact: Record<string, string>; company: string }) => {
    const settings = await readContentSettingsFx(claims.tenantGuid);
    const address = settings.SalesforceWebToLeadUrl;
    if (!address) return;
    const lead = {
      oid: settings.SalesforceOrgid,
      first_name: contact.firstName ?? '',
      last_name: contact.lastName ?? '',
      email: contact.email ?? '',
      phone: contact.contactNumber || undefined,
      description: contact.interestedIn || undefined,
      company: company || undefined,
      lead_source: LEAD_SOURCE,
      tenant_guid: claims.tenantGuid,
      consent_date: new Date().toISOString().slice(0, 10),
    };
    await postLeadFx({ address, lead }).catch((error: unknown) =>
      console.warn('The lead was not sent to the CRM.', error),
    );
  },
);

const renewalFx = attach({
  source: $accessClaims,
  effect: async (source): Promise<UpsellDialog> => {
    const claims = signedIn(source);
    const requester = await readRequesterFx(claims);
    await createCaseFx({
      type: 'SUBSCRIPTION_RENEWAL',
      params: withoutBlanks({ ...requester, subject: 'Subscription renewal' }),
    });
    return 'renewal-received';
  },
});

/**
 * Who asks, for which tenant, in which role. A dialog belongs to it: after a logout, a tenant switch or the licence
 * agreement's acceptance (a new role) an open dialog would be stale. Token refreshes keep it.
 */
const $requester = $accessClaims.map((claims) =>
  claims ? `${claims.guid}|${claims.tenantGuid}|${claims.role}` : null,
);

export const $dialog = createStore<UpsellDialog | null>(null)
  .on(upgradeOpened, () => 'upgrade')
  .on(buyNowClicked, () => 'contact-sales')
  .on(renewalRequested, () => 'renewal-confirm')
  .on([startTrialFx.doneData, contactSalesFx.doneData, renewalFx.doneData], (_, next) => next)
  .reset(dialogClosed, $requester.updates);

export const $isBusy = createStore(false).on(
  [startTrialFx.pending, contactSalesFx.pending, renewalFx.pending],
  (_, pending) => pending,
);

/** A case that could not be opened is told, each time, with the error of its flow. */
const caseFailed = merge([
  startTrialFx.fail.map((): CaseErrorKey => 'TrialUpgradeCaseError'),
  contactSalesFx.fail.map((): CaseErrorKey => 'ContactSalesCaseError'),
  renewalFx.fail.map((): CaseErrorKey => 'RequestRenewalCaseError'),
]);
sample({
  clock: caseFailed,
  fn: (messageKey) => ({ variant: 'error' as const, titleKey: 'SalesforceCaseError', messageKey }),
  target: showToastFx,
});

sample({ clock: startTrialClicked, target: startTrialFx });
sample({ clock: renewalConfirmed, target: renewalFx });
sample({ clock: contactSalesSubmitted, target: contactSalesFx });
