import { fakeAccessToken } from '@test-support/fake-jwt';
import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createWatch, fork } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { $auth } from '@/entities/session';

import enSales from '../../../../server/seed/translations/en-us/sales.json';
import enSession from '../../../../server/seed/translations/en-us/session.json';
import enUi from '../../../../server/seed/translations/en-us/ui.json';
import type { ContactSalesValues } from '../lib/contact-sales-form';
import { $dialog, contactSalesSubmitted, createCaseFx, readTrialsFx } from '../model/upsell-flow';
import { ContactSalesDialog } from './contact-sales-dialog';

const createCase = vi.fn();

const ada: ContactSalesValues = {
  firstName: 'Ada',
  lastName: 'Admin',
  emailAddress: 'ada@acme.test',
  phoneNumber: '',
  interestDesc: '',
};
const token = fakeAccessToken();

beforeEach(() => {
  mswServer.use(
    http.get('*/api/globalization/v1/translations/:lang', () =>
      HttpResponse.json({ translations: { ...enUi, ...enSession, ...enSales } }),
    ),
    // What the flow reads about the requester before it opens the case.
    http.get('*/api/global-state/v1/init', () => HttpResponse.json({ tenant: null, user: null })),
    http.get('*/api/content/v1/attributes/auth', () => HttpResponse.json({ attributes: [] })),
    http.get('*/api/access/v1/tenants/current', () => HttpResponse.json(null, { status: 404 })),
  );
});

async function renderDialog(prefill = ada) {
  const scope = fork({
    values: [
      [$auth, { tenantGuid: 't1', orgGroupGuid: 'g1', access_token: token, refresh_token: 'r' }],
      [$dialog, 'contact-sales'],
    ],
    handlers: [
      [createCaseFx, createCase],
      [readTrialsFx, async () => []],
    ],
  });
  const submitted: ContactSalesValues[] = [];
  createWatch({ unit: contactSalesSubmitted, scope, fn: (values) => submitted.push(values) });
  await renderWithProviders(
    <EffectorProvider value={scope}>
      <ContactSalesDialog open prefill={prefill} />
    </EffectorProvider>,
  );
  await screen.findByRole('dialog', { name: 'Contact sales' });
  return { scope, submitted };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the contact-sales form', () => {
  it('is pre-filled from the current user and marks the required fields', async () => {
    await renderDialog();
    expect(field(/First name/)).toHaveValue('Ada');
    expect(field(/Last name/)).toHaveValue('Admin');
    expect(field(/E-mail address/)).toHaveValue('ada@acme.test');
    for (const name of [/First name/, /Last name/, /E-mail address/]) expect(field(name)).toBeRequired();
    expect(field(/Phone number/)).not.toBeRequired();
    expect(screen.getAllByText('*')).toHaveLength(3);
    expect(submit()).toBeEnabled();
  });

  it('shows each error once the field is changed, and keeps Submit disabled while the form is invalid', async () => {
    await renderDialog();
    type(/First name/, '   ');
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(submit()).toBeDisabled();
    type(/Last name/, '');
    expect(await screen.findByText('Please enter your last name.')).toBeVisible();
    type(/E-mail address/, 'ada@');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeVisible();
    type(/First name/, 'Ada');
    type(/Last name/, 'Admin');
    type(/E-mail address/, 'ada@acme.test');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Please enter your first name.')).toBeNull();
  });

  it('shows no error on an untouched empty field, but cannot be submitted', async () => {
    await renderDialog({ ...ada, lastName: '' });
    expect(screen.queryByText('Please enter your last name.')).toBeNull();
    expect(submit()).toBeDisabled();
  });

  it('submits what was typed', async () => {
    const { submitted } = await renderDialog();
    type(/Phone number/, '+49 30 1234');
    type(/interested/, 'Risk');
    fireEvent.click(submit());
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({ ...ada, phoneNumber: '+49 30 1234', interestDesc: 'Risk' });
  });

  it('keeps everything typed when the case cannot be opened', async () => {
    createCase.mockRejectedValueOnce(new Error('down'));
    const { scope } = await renderDialog();
    type(/interested/, 'Risk and privacy');
    fireEvent.click(submit());
    await waitFor(() => expect(createCase).toHaveBeenCalled());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(scope.getState($dialog)).toBe('contact-sales');
    expect(field(/interested/)).toHaveValue('Risk and privacy');
    expect(field(/First name/)).toHaveValue('Ada');
  });

  it('keeps Submit disabled while the case is being opened, so that it is sent once', async () => {
    let answer: () => void = () => undefined;
    createCase.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    const { submitted } = await renderDialog();
    fireEvent.click(submit());
    await waitFor(() => expect(createCase).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit()).toBeDisabled());
    fireEvent.click(submit());
    expect(submitted).toHaveLength(1);
    answer();
    await waitFor(() => expect(createCase).toHaveBeenCalledTimes(1));
  });
});
