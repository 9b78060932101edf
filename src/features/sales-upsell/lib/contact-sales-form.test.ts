import { describe, expect, it } from 'vitest';

import { contactSalesSchema } from './contact-sales-form';

const valid = { firstName: 'Ada', lastName: 'Admin', emailAddress: 'ada@acme.test', phoneNumber: '', interestDesc: '' };
const errorsOf = (values: Partial<typeof valid>) => {
  const result = contactSalesSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the contact-sales form', () => {
  it('accepts a filled form; phone and interest are optional', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it('needs a first and last name that are not only blanks', () => {
    expect(errorsOf({ firstName: '' })).toEqual(['PleaseEnterYourFirstName']);
    expect(errorsOf({ firstName: '   ' })).toEqual(['PleaseEnterYourFirstName']);
    expect(errorsOf({ lastName: ' \t' })).toEqual(['PleaseEnterYourLastName']);
  });

  it('needs a valid e-mail of at most 254 characters with a local part of at most 64', () => {
    expect(errorsOf({ emailAddress: '' })).toEqual(['ErrorEnterValidEmailAddress']);
    expect(errorsOf({ emailAddress: 'not-an-address' })).toEqual(['ErrorEnterValidEmailAddress']);
    expect(errorsOf({ emailAddress: `${'a'.repeat(64)}@acme.test` })).toEqual([]);
    expect(errorsOf({ emailAddress: `${'a'.repeat(65)}@acme.test` })).toEqual(['ErrorEnterValidEmailAddress']);
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.test`;
    expect(errorsOf({ emailAddress: `${'a'.repeat(64)}@${domain}` })).toEqual([]);
    expect(errorsOf({ emailAddress: `${'a'.repeat(64)}@${'g'.repeat(10)}.${domain}` })).toEqual([
      'ErrorEnterValidEmailAddress',
    ]);
  });
});
