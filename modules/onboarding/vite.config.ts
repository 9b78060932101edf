import { fileURLToPath, URL } from 'node:url';

import { trellisModule } from '@trellis/module-sdk/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The module's build (`npm run build`: `dist/entry.js`, exporting `mount`, with React, MUI, emotion and i18next left
 * to the shell's import map; with `--mode frame`, the page of the isolated mode in `dist-frame/`), its local server
 * for a shell in development (`npm run dev`), and its unit tests (`npm test`, with the SDK's test host). See README.md.
 */
export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), trellisModule({ isolation: mode === 'frame' ? 'frame' : 'none' })],
  test: { environment: 'jsdom' },
}));
