// @vitest-environment jsdom
import { fakeAccessToken } from '@test-support/fake-jwt';
import { forgetMockCallsAndServerState } from '@test-support/server-state';
import { sessionScope, signedInAuth } from '@test-support/session-scope';
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { contentSettingsQuery } from '@/entities/content';
import { type GlobalState, globalStateQuery } from '@/entities/global-state';
import { $auth, type StoredAuth } from '@/entities/session';
import { currentTenantQuery, type Tenant } from '@/entities/tenant';
import { queryClient } from '@/shared/api';
import { showToastFx } from '@/shared/ui';

import {
  $dialog,
  buyNowClicked,
  contactSalesSubmitted,
  createCaseFx,
  dialogClosed,
  postLeadFx,
  readTrialsFx,
  renewalConfirmed,
  renewalRequested,
  startTrialClicked,
  upgradeOpened,
} from './upsell-flow';

const createCase = vi.fn(async () => undefined);
const fetchTrialSubscriptions = vi.fn(async (): Promise<unknown[]> => []);
const postWebToLead = vi.fn(async () => undefined);
const toast = vi.fn();
/** The toast of a case that could not be opened, with its message. */
const caseErrorToast = (messageKey: string) => ({ variant: 'error', titleKey: 'SalesforceCaseError', messageKey });

const authWith = (claims: object) => signedInAuth({ access_token: fakeAccessToken(claims) });
/** A scope whose sales calls reach fakes instead of the network. */
const scopeWith = (auth: StoredAuth | null) =>
  sessionScope(auth, [
    [createCaseFx, createCase],
    [readTrialsFx, fetchTrialSubscriptions],
    [postLeadFx, postWebToLead],
    [showToastFx, toast],
  ]);
const signedIn = () => scopeWith(signedInAuth());

const trial = { id: 'sub-1', product: 'Risk', trial: true };
const contact = {
  firstName: ' Ada ',
  lastName: 'Admin',
  emailAddress: 'ada@acme.test',
  phoneNumber: '',
  interestDesc: 'Risk',
};

const globexTenant: Tenant = { guid: 't1', name: 'Globex', parentName: null, buyingType: 'STANDARD' };

const globex: GlobalState = {
  languages: [],
  permissions: {},
  tenant: null,
  tenants: null,
  branding: null,
  resources: [],
  organizations: [],
  user: {
    Id: 'u1',
    FirstName: 'Ada',
    LastName: 'Admin',
    FullName: '',
    Email: 'ada@acme.test',
    OrgGroupName: '',
    CurrentTenant: 't1',
  },
  settings: [],
};

beforeEach(() => {
  queryClient.setQueryData(globalStateQuery({ userGuid: 'u1', tenantGuid: 't1' }).queryKey, globex);
  queryClient.setQueryData(currentTenantQuery('t1').queryKey, globexTenant);
  queryClient.setQueryData(contentSettingsQuery('t1').queryKey, {
    SalesforceWebToLeadUrl: '/salesforce/web-to-lead',
    SalesforceOrgid: '00D',
  });
});
afterEach(forgetMockCallsAndServerState);

describe('the upsell flows', () => {
  it('Start Trial without trial subscriptions opens a TRIAL_REQUEST case and the success dialog', async () => {
    const scope = signedIn();
    await allSettled(upgradeOpened, { scope });
    expect(scope.getState($dialog)).toBe('upgrade');
    await allSettled(startTrialClicked, { scope });
    expect(createCase).toHaveBeenCalledWith({
      type: 'TRIAL_REQUEST',
      params: expect.objectContaining({
        firstName: 'Ada',
        email: 'ada@acme.test',
        company: 'Globex',
        subject: 'Trial request',
      }),
    });
    expect(scope.getState($dialog)).toBe('trial-success');
  });

  it('Start Trial with a trial subscription opens the trial-already-completed dialog and opens no case', async () => {
    fetchTrialSubscriptions.mockResolvedValueOnce([trial]);
    const scope = signedIn();
    await allSettled(startTrialClicked, { scope });
    expect(createCase).not.toHaveBeenCalled();
    expect(scope.getState($dialog)).toBe('trial-completed');
  });

  it('Buy Now opens the contact-sales form; a submit opens the case, sends the lead and shows success', async () => {
    const scope = signedIn();
    await allSettled(buyNowClicked, { scope });
    expect(scope.getState($dialog)).toBe('contact-sales');
    await allSettled(contactSalesSubmitted, { scope, params: contact });
    expect(createCase).toHaveBeenCalledWith({
      type: 'FREE_USER_CONTACT_SALES',
      params: {
        firstName: 'Ada',
        lastName: 'Admin',
        email: 'ada@acme.test',
        interestedIn: 'Risk',
        company: 'Globex',
        url: window.location.href,
        subject: 'Contact sales',
        consentToContact: true,
      },
    });
    expect(postWebToLead).toHaveBeenCalledWith({
      address: '/salesforce/web-to-lead',
      lead: expect.objectContaining({ oid: '00D', first_name: 'Ada', email: 'ada@acme.test', tenant_guid: 't1' }),
    });
    expect(scope.getState($dialog)).toBe('contact-sales-success');
  });

  it('a tenant that had a trial contacts sales as a trial user', async () => {
    fetchTrialSubscriptions.mockResolvedValueOnce([trial]);
    await allSettled(contactSalesSubmitted, { scope: signedIn(), params: contact });
    expect(createCase).toHaveBeenCalledWith(expect.objectContaining({ type: 'TRIAL_USER_CONTACT_SALES' }));
  });

  it('a failing contact-sales case keeps the form open and reports ContactSalesCaseError', async () => {
    createCase.mockRejectedValueOnce(new Error('down'));
    const scope = signedIn();
    await allSettled(buyNowClicked, { scope });
    await allSettled(contactSalesSubmitted, { scope, params: contact });
    expect(scope.getState($dialog)).toBe('contact-sales');
    expect(toast).toHaveBeenCalledExactlyOnceWith(caseErrorToast('ContactSalesCaseError'));
    expect(postWebToLead).not.toHaveBeenCalled();
  });

  it('a lead the CRM refuses does not fail the flow', async () => {
    postWebToLead.mockRejectedValueOnce(new Error('refused'));
    vi.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    const scope = signedIn();
    await allSettled(contactSalesSubmitted, { scope, params: contact });
    expect(scope.getState($dialog)).toBe('contact-sales-success');
  });

  it('failing trial and renewal cases report their own errors, counted', async () => {
    createCase.mockRejectedValue(new Error('down'));
    const scope = signedIn();
    await allSettled(startTrialClicked, { scope });
    expect(toast).toHaveBeenCalledExactlyOnceWith(caseErrorToast('TrialUpgradeCaseError'));
    await allSettled(renewalConfirmed, { scope });
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenLastCalledWith(caseErrorToast('RequestRenewalCaseError'));
    createCase.mockResolvedValue(undefined);
  });

  it('a renewal request asks first, and opens no case when cancelled', async () => {
    const scope = signedIn();
    await allSettled(renewalRequested, { scope });
    expect(scope.getState($dialog)).toBe('renewal-confirm');
    expect(createCase).not.toHaveBeenCalled();
    await allSettled(dialogClosed, { scope });
    expect(scope.getState($dialog)).toBeNull();
    expect(createCase).not.toHaveBeenCalled();
  });

  it('a confirmed renewal request opens a SUBSCRIPTION_RENEWAL case and the received dialog, which closes', async () => {
    const scope = signedIn();
    await allSettled(renewalRequested, { scope });
    await allSettled(renewalConfirmed, { scope });
    expect(createCase).toHaveBeenCalledWith({
      type: 'SUBSCRIPTION_RENEWAL',
      params: expect.objectContaining({ subject: 'Subscription renewal' }),
    });
    expect(scope.getState($dialog)).toBe('renewal-received');
    await allSettled(dialogClosed, { scope });
    expect(scope.getState($dialog)).toBeNull();
  });

  it('closes an open dialog when the user, tenant or role changes, and keeps it over a token refresh', async () => {
    const scope = scopeWith(null);
    await allSettled($auth, { scope, params: authWith({ role: 'AcceptEula' }) });
    await allSettled(upgradeOpened, { scope });
    await allSettled($auth, { scope, params: authWith({ role: 'AcceptEula', exp: 9e9 + 300 }) });
    expect(scope.getState($dialog)).toBe('upgrade');
    await allSettled($auth, { scope, params: authWith({ role: 'Analyst' }) });
    expect(scope.getState($dialog)).toBeNull();

    await allSettled(renewalConfirmed, { scope });
    expect(scope.getState($dialog)).toBe('renewal-received');
    await allSettled($auth, { scope, params: authWith({ role: 'Analyst', tenantGuid: 't2' }) });
    expect(scope.getState($dialog)).toBeNull();

    await allSettled(upgradeOpened, { scope });
    await allSettled($auth, { scope, params: null });
    expect(scope.getState($dialog)).toBeNull();
  });
});
