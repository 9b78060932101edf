import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Plugin, ResolvedConfig, UserConfig } from 'vite';

import { SHARED_LIBRARIES } from './shared-libraries.ts';

export interface TrellisModuleOptions {
  /** The module's entry source, exporting `mount`; `src/entry.tsx` by default. */
  entry?: string;
  /** The port of the local server a shell in development loads `entry.js` from; 5174 by default. */
  port?: number;
  /**
   * `frame`: build the module's page for the isolated mode instead (docs/modules.md, section 9): `frame.html` and its
   * code, bundling React, MUI and i18next (a framed module brings its own), into `dist-frame/`.
   */
  isolation?: 'none' | 'frame';
}

/** The framed build: an HTML page with everything it runs, no import map to lean on. */
const framedBuild = (page: string): UserConfig['build'] => ({
  outDir: 'dist-frame',
  emptyOutDir: true,
  sourcemap: true,
  rollupOptions: { input: page },
});

/** The `integrity` of a file as a manifest entry names it (Subresource Integrity, SHA-384). */
export function integrityOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/**
 * The build of a hosted module: one ES module, `dist/entry.js`, exporting `mount`, with the shared libraries left as
 * bare imports (the shell's import map gives its own copies); the local server for a shell in development (CORS on,
 * nothing cached). `vite build --watch` serves `dist/` too once the first build is written, so that one command
 * rebuilds and serves; a plain `vite build` prints the entry's `integrity` for the operator's manifest.
 */
export function trellisModule(options: TrellisModuleOptions = {}): Plugin {
  const port = options.port ?? 5174;
  const localServer = { port, strictPort: true, cors: true, headers: { 'Cache-Control': 'no-store' } };
  let config: ResolvedConfig | null = null;
  let serving = false;
  return {
    name: 'trellis-module',
    config: (): UserConfig =>
      options.isolation === 'frame'
        ? { base: './', build: framedBuild(options.entry ?? 'frame.html'), server: localServer, preview: localServer }
        : {
            build: {
              outDir: 'dist',
              emptyOutDir: true,
              sourcemap: true,
              lib: { entry: options.entry ?? 'src/entry.tsx', formats: ['es'], fileName: () => 'entry.js' },
              rollupOptions: { external: [...SHARED_LIBRARIES] },
            },
            server: localServer,
            preview: localServer,
          },
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config || config.command !== 'build' || options.isolation === 'frame') return;
      const entry = join(resolve(config.root, config.build.outDir), 'entry.js');
      if (!config.build.watch) {
        config.logger.info(`\nentry.js integrity: ${integrityOf(entry)}`);
        return;
      }
      if (serving) return;
      serving = true;
      const { preview } = await import('vite');
      const server = await preview({ root: config.root, configFile: config.configFile, mode: config.mode });
      server.printUrls();
    },
  };
}
