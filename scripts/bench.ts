/**
 * `npm run bench`: builds the app and a bare React 19 hello world (the floor), then loads routes in Chromium
 * against the reference server and prints the gzipped JavaScript each one loads, beside the floor, as a ratio.
 * Measures; asserts nothing.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { buildServer } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { seedDatabase } from '../server/src/seed/seed-database.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUTES = [
  { name: 'sign-in (/auth)', path: '/auth', signedIn: false },
  { name: 'signed-in shell (/mfe-host)', path: '/mfe-host', signedIn: true },
];

/** The stored login object of a demo admin, as the app keeps it after sign-in. */
async function demoAdminAuth(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/access/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin@acme.test', password: 'trellis-demo' }),
  });
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    tenantGuid: string;
    orgGroupGuid: string;
  };
  return JSON.stringify({ tenantGuid: claims.tenantGuid, orgGroupGuid: claims.orgGroupGuid, ...tokens });
}

const gzipBytes = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function buildFloor(): Promise<number> {
  const floorSrc = `${root}node_modules/.cache/trellis-bench-floor/`;
  const outDir = `${root}bench-dist/floor`;
  mkdirSync(floorSrc, { recursive: true });
  writeFileSync(`${floorSrc}index.html`, '<div id="root"></div><script type="module" src="./main.tsx"></script>');
  writeFileSync(
    `${floorSrc}main.tsx`,
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello world</h1>);\n",
  );
  await build({ root: floorSrc, plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const assets = `${outDir}/assets/`;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipBytes(readFileSync(assets + name)), 0);
}

async function measureRoutes(): Promise<{ name: string; bytes: number; files: number }[]> {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const app = await buildServer({ db, openapiDir: `${root}openapi`, testMode: false, staticDir: `${root}dist` });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  ensureChromium();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const route of ROUTES) {
      const page = await browser.newPage();
      if (route.signedIn) {
        const auth = await demoAdminAuth(`http://localhost:${port}`);
        await page.addInitScript((value) => localStorage.setItem('TrellisZenAuth', value), auth);
      }
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then(gzipBytes));
      });
      await page.goto(`http://localhost:${port}${route.path}`, { waitUntil: 'networkidle' });
      if (!page.url().endsWith(route.path)) throw new Error(`${route.path} ended on ${page.url()}`);
      const sizes = await Promise.all(scripts);
      results.push({ name: route.name, bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    await app.close();
    db.close();
  }
}

await build({ root, logLevel: 'warn' });
const floor = await buildFloor();
const routes = await measureRoutes();

console.log('\nGzipped JavaScript loaded (level 9), against a bare React 19 hello world built in the same run:\n');
console.log(`${'route'.padEnd(30)} ${'JS (gzip)'.padStart(12)} ${'files'.padStart(6)} ${'× floor'.padStart(8)}`);
console.log(
  `${'floor: React hello world'.padEnd(30)} ${kib(floor).padStart(12)} ${''.padStart(6)} ${'1.00'.padStart(8)}`,
);
for (const { name, bytes, files } of routes) {
  console.log(
    `${name.padEnd(30)} ${kib(bytes).padStart(12)} ${String(files).padStart(6)} ${(bytes / floor).toFixed(2).padStart(8)}`,
  );
}
