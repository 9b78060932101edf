import { describe, expect, it } from 'vitest';

import { accountIdentityOf } from './account-identity';

const ada = { FirstName: 'Ada', LastName: 'Admin', FullName: 'Ada Admin', Email: 'ada@acme.test' };

describe('accountIdentityOf', () => {
  it("takes the user's full name, e-mail and initials from the global state", () => {
    expect(accountIdentityOf(ada, 'token@acme.test')).toEqual({
      fullName: 'Ada Admin',
      email: 'ada@acme.test',
      initials: 'AA',
    });
  });

  it('joins first and last name when the full name is blank', () => {
    expect(accountIdentityOf({ ...ada, FullName: ' ', FirstName: 'amira', LastName: 'analyst' }, 'x')).toMatchObject({
      fullName: 'amira analyst',
      initials: 'AA',
    });
  });

  it('reads initials from the full name when first and last name are missing', () => {
    expect(accountIdentityOf({ ...ada, FirstName: '', LastName: '', FullName: 'أميرة المحللة' }, 'x').initials).toBe(
      'أا',
    );
  });

  it("falls back to the token's e-mail before the global state answers", () => {
    expect(accountIdentityOf(null, 'eula@acme.test')).toEqual({
      fullName: null,
      email: 'eula@acme.test',
      initials: 'E',
    });
  });
});
