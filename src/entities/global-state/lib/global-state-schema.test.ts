import { describe, expect, it } from 'vitest';

import { globalStateSchema } from './global-state-schema';

describe('the global state read from the server', () => {
  it('falls back part by part: missing parts are empty or null, the readable rest is kept', () => {
    const state = globalStateSchema.parse({
      languages: [{ Code: 'ar', Name: 'Arabic', NativeName: 'العربية', Direction: 'rtl' }, { Code: 7 }],
      user: { Id: 7 },
    });
    expect(state).toMatchObject({
      languages: [{ Code: 'ar', Name: 'Arabic', NativeName: 'العربية', Direction: 'rtl' }],
      user: null,
      settings: [],
    });
  });

  it('keeps the date and time settings', () => {
    const state = globalStateSchema.parse({ settings: [{ key: 'timeFormat', value: '24Hour' }, { key: 1 }] });
    expect(state.settings).toEqual([{ key: 'timeFormat', value: '24Hour' }]);
  });

  it('hands the parts other slices own over as they came, for their own schemas to read', () => {
    const parts = {
      tenant: { guid: 'g', name: 7 },
      tenants: null,
      permissions: { Login: true },
      branding: { primaryColor: 'red' },
      resources: [{ resourceName: 'Favicon' }],
      organizations: 'not a list',
    };
    expect(globalStateSchema.parse(parts)).toMatchObject(parts);
  });
});
