import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Playwright's own Chromium, where `npx playwright install chromium` could fetch it (not on these machines). */
function playwrightsChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** `CHROMIUM_PATH`, else Debian's Chromium, else Playwright's own; Debian's is the one installed when none is there. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : (playwrightsChromium() ?? DEBIAN_CHROMIUM));

/** Flags for Debian's Chromium here: no sandbox as root, and none of its background calls to the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * End-to-end tests use Debian's Chromium (Playwright's own browser download is not reachable here), or Playwright's
 * where a developer has installed it and Debian's is not there.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's (sudo apt-get install -y chromium) or Playwright's ` +
        `(npx playwright install chromium), or set CHROMIUM_PATH.`,
    );
  }
  process.stdout.write(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package...\n`);
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed.`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing.`);
}
