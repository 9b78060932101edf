import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { E2E_MODULES_FILE } from './module-origins.ts';
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

/**
 * Lists the framed entries in the e2e server's TRELLIS_MODULES file, beside what hosted-modules.spec.ts lists there
 * (which lists them too): whichever spec starts first writes them, and neither takes them out while the other runs.
 */
export function listFramedModules(): void {
  const listed = existsSync(E2E_MODULES_FILE)
    ? (JSON.parse(readFileSync(E2E_MODULES_FILE, 'utf8')) as { id: string }[])
    : [];
  if (FRAMED_ENTRIES.every((entry) => listed.some((other) => other.id === entry.id))) return;
  mkdirSync(dirname(E2E_MODULES_FILE), { recursive: true });
  writeFileSync(E2E_MODULES_FILE, JSON.stringify([...listed, ...FRAMED_ENTRIES], null, 2));
}
