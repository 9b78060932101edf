import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { precompress } from './scripts/precompress.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const testSupportDir = fileURLToPath(new URL('./tests/setup', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': srcDir, '@test-support': testSupportDir } },
  server: { proxy: { '/api': apiTarget, '/config.json': apiTarget } },
  build: {
    sourcemap: true,
    // The silent-refresh and popup-callback pages of the OIDC mode are pages of their own, without the app.
    rollupOptions: {
      input: { main: 'index.html', silentRefresh: 'silent-refresh.html', popupCallback: 'popup-callback.html' },
      // zod's jitless setting must run before any schema exists (the CSP forbids eval). In the entry's chunk it would run
      // after the shared chunks the entry imports; in zod's own chunk it runs right after zod, before any consumer.
      output: {
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]entry[\\/]zod-without-eval/ },
          ],
        },
      },
    },
  },
  test: {
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/unit-setup.ts', 'tests/setup/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'contracts', environment: 'node', include: ['contracts/consumer/**/*.pact.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          environment: 'node',
          include: ['contracts/provider/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
