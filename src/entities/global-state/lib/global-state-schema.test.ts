import { describe, expect, it } from 'vitest';
import { globalStateSchema } from './global-state-schema';

describe('the global state read from the server', () => {
  it('falls back part by part: missing parts are empty or null, the readable rest is kept', () => {
    const state = globalStateSchema.parse({
      languages: [{ Code: 'ar', Name: 'Arabic', NativeName: 'العربية', Direction: 'rtl' }, { Code: 7 }],
      permissions: { TENANTS_LIST: true, Pendo: false, AccessToMyOT: 'yes' },
      tenant: { guid: 'g', name: 7 },
    });
    expect(state).toEqual({
      languages: [{ Code: 'ar', Name: 'Arabic', NativeName: 'العربية', Direction: 'rtl' }],
      permissions: ['TENANTS_LIST'],
      tenant: null,
      tenants: null,
      user: null,
      settings: [],
    });
  });

  it('keeps the date and time settings', () => {
    const state = globalStateSchema.parse({ settings: [{ key: 'timeFormat', value: '24Hour' }, { key: 1 }] });
    expect(state.settings).toEqual([{ key: 'timeFormat', value: '24Hour' }]);
  });
});
