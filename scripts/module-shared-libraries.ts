import type { Plugin } from 'vite';

import { SHARED_LIBRARIES, SHARED_LIBRARIES_GLOBAL } from '../modules/sdk/shared-libraries.ts';

const SHIM_DIR = 'module-shared';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const shimFileOf = (specifier: string) => `${SHIM_DIR}/${specifier.replace(/^@/, '').replace(/\//g, '-')}.js`;

/**
 * A file that re-exports the shell's own instance of `specifier` (put on the page by the module host before it
 * imports a module): the named exports are those of the package as installed.
 */
async function shimOf(specifier: string): Promise<string> {
  const names = Object.keys((await import(specifier)) as object).filter(
    (name) => name !== 'default' && IDENTIFIER.test(name),
  );
  return [
    `const library = globalThis[${JSON.stringify(SHARED_LIBRARIES_GLOBAL)}]?.[${JSON.stringify(specifier)}];`,
    `if (!library) throw new Error(${JSON.stringify(`The shell shares no ${specifier} on this page.`)});`,
    'export default library.default ?? library;',
    `export const { ${names.join(', ')} } = library;`,
    '',
  ].join('\n');
}

/** The import map of the shared libraries, as index.html carries it (its CSP hash: server/src/modules). */
export function sharedLibrariesImportMap(base: string): string {
  return JSON.stringify({
    imports: Object.fromEntries(SHARED_LIBRARIES.map((specifier) => [specifier, `${base}${shimFileOf(specifier)}`])),
  });
}

/**
 * Hosted modules import React, React DOM, MUI, emotion and i18next by their bare names; the import map in index.html
 * sends those names to small files that hand out the shell's own instances (docs/decisions.md: one copy of each).
 * Only index.html gets the map; the files are fetched only when a module imports them.
 */
export function moduleSharedLibraries(): Plugin {
  let base = '/';
  let shims: Promise<Map<string, string>> | null = null;
  const allShims = () =>
    (shims ??= Promise.all(
      SHARED_LIBRARIES.map(async (specifier) => [shimFileOf(specifier), await shimOf(specifier)] as const),
    ).then((entries) => new Map(entries)));
  return {
    name: 'trellis-module-shared-libraries',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.filename.endsWith('index.html')) return html;
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'importmap' },
              children: sharedLibrariesImportMap(base),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
    async generateBundle() {
      for (const [fileName, source] of await allShims()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const file = (await allShims()).get((request.url ?? '').split('?')[0]?.slice(base.length) ?? '');
        if (file === undefined) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(file);
      });
    },
  };
}
