import { describe, expect, it } from 'vitest';

import { brandingSchema, resourceItemSchema } from './branding-schema';

describe('the branding the shell reads', () => {
  it.each(['javascript:alert(document.domain)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'drops the logo address %j, so that the next logo source is used',
    (address) => {
      const branding = brandingSchema.parse({ loginLogoData: address, logoData: address });
      expect(branding.loginLogoData).toBeNull();
      expect(branding.logoData).toBeNull();
    },
  );

  it('keeps inline images, http(s) and relative logo addresses', () => {
    const branding = brandingSchema.parse({
      loginLogoData: 'data:image/png;base64,iVBORw0KGgo=',
      logoData: 'https://cdn.acme.test/logo.svg',
    });
    expect(branding).toMatchObject({
      loginLogoData: 'data:image/png;base64,iVBORw0KGgo=',
      logoData: 'https://cdn.acme.test/logo.svg',
    });
    expect(brandingSchema.parse({ logoData: '/brand/acme.svg' }).logoData).toBe('/brand/acme.svg');
  });

  it("drops a resource's favicon or logo address that is not safe, and keeps its title", () => {
    const item = resourceItemSchema.parse({
      resourceName: 'Favicon',
      favicon: 'javascript:alert(1)',
      data: 'vbscript:x',
      tabTitle: 'Acme',
    });
    expect(item).toEqual({ resourceName: 'Favicon', favicon: undefined, data: undefined, tabTitle: 'Acme' });
    expect(resourceItemSchema.parse({ resourceName: 'Favicon', favicon: '/acme.ico' }).favicon).toBe('/acme.ico');
  });

  it('gives a colour that is not #rrggbb no colour, so that the default applies', () => {
    const branding = brandingSchema.parse({ primaryColor: 'not-a-colour', secondaryColor: 42, tertiaryColor: '#FFF' });
    expect(branding).toMatchObject({ primaryColor: null, secondaryColor: null, tertiaryColor: null });
  });
});
