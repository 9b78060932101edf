import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { SHARED_LIBRARIES } from '../sdk/shared-libraries.ts';

/**
 * The module's build: one ES module entry (`dist/entry.js`) exporting `mount`, with React, MUI, emotion and i18next
 * left as bare imports, which the shell's import map resolves to its own instances (docs/modules.md).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: 'src/entry.tsx', formats: ['es'], fileName: () => 'entry.js' },
    rollupOptions: { external: [...SHARED_LIBRARIES] },
  },
});
