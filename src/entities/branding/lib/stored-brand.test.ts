// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { brandColorsOf } from './brand-colors';
import { readStoredBrand, rememberBrand, storedBrandOf } from './stored-brand';

const STORAGE_KEY = 'TrellisZenBrands';
const acme = {
  loginLogoData: 'data:image/png;base64,iVBORw0KGgo=',
  logoData: null,
  primaryColor: '#B3261E',
  secondaryColor: '#12263F',
  tertiaryColor: '#FFFFFF',
  pageTitle: 'Acme',
  inheritedFrom: null,
  inherited: false,
};
const defaultColours = brandColorsOf(null);

describe('the stored brand (ZenBrands)', () => {
  it("is the first paint of the same tenant's return visit", () => {
    rememberBrand('acme', acme);
    expect(storedBrandOf('acme')).toEqual(acme);
    expect(storedBrandOf('globex')).toBeNull();
  });

  it('falls back to the default colour for a corrupted one, and keeps the rest', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...acme, tenantGuid: 'acme', primaryColor: 'rgb(nope' }));
    const brand = storedBrandOf('acme');
    expect(brand).toMatchObject({ primaryColor: null, secondaryColor: '#12263F', pageTitle: 'Acme' });
    expect(brandColorsOf(brand)).toEqual({ ...defaultColours, secondary: '#12263F', tertiary: '#FFFFFF' });
  });

  it.each([
    ['corrupted JSON', '{"tenantGuid":"acme","primaryColor":'],
    ['a list', '["#B3261E"]'],
    ['a number', '42'],
    ['null', 'null'],
    ['no tenant', JSON.stringify({ ...acme })],
  ])('reads %s as no stored brand', (_case, raw) => {
    localStorage.setItem(STORAGE_KEY, raw);
    expect(readStoredBrand()).toBeNull();
    expect(brandColorsOf(storedBrandOf('acme'))).toEqual(defaultColours);
  });

  it('reads fields of the wrong type as absent', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ tenantGuid: 'acme', primaryColor: 7, secondaryColor: {}, pageTitle: [], inherited: 'yes' }),
    );
    expect(storedBrandOf('acme')).toMatchObject({
      primaryColor: null,
      secondaryColor: null,
      pageTitle: null,
      inherited: false,
    });
  });

  it('never gives back a javascript: logo address', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...acme, tenantGuid: 'acme', loginLogoData: 'javascript:x' }));
    expect(readStoredBrand()?.loginLogoData).toBeNull();
  });
});
