import { E2E_PORTS } from './ports.ts';

/**
 * The framed modules' origin (framed-modules.spec.ts serves it): another host than the shell's `localhost`, as a
 * framed module must be (a cookie is the host's, whatever the port).
 */
export const FRAMED_MODULE_ORIGIN = `http://127.0.0.1:${E2E_PORTS.framedModules}`;

/** The onboarding module, the same source built for the isolated mode, with the one platform path it reads. */
export const framedOnboarding = {
  id: 'onboarding-framed',
  path: '/onboarding-framed',
  entry: `${FRAMED_MODULE_ORIGIN}/onboarding-frame/frame.html`,
  title: { 'en-us': 'Onboarding, framed', ar: 'الإعداد، في إطار' },
  navigation: { hidden: true },
  isolation: 'frame',
  api: ['/api/access/v1/tenants/'],
  requires: { host: '^1.1.0' },
};

/** A framed page that tries what a framed module may not do (tests/modules/framed/hostile.js). */
export const hostileModule = {
  id: 'hostile',
  path: '/hostile',
  entry: `${FRAMED_MODULE_ORIGIN}/framed/hostile.html`,
  title: { 'en-us': 'Hostile module', ar: 'وحدة معادية' },
  navigation: { hidden: true },
  isolation: 'frame',
  api: ['/api/content/'],
};

export const FRAMED_ENTRIES = [framedOnboarding, hostileModule];
