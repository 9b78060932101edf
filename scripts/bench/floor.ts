import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { gzipBytes } from './request-figures.ts';

async function builtJsGzip(sourceDir: string, outDir: string): Promise<number> {
  await build({
    root: sourceDir,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const assets = `${outDir}/assets/`;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipBytes(readFileSync(assets + name)), 0);
}

/** A bare React 19 hello world built with the same Vite: the floor every page stands on. */
export async function floorJsGzip(root: string): Promise<number> {
  const source = `${root}node_modules/.cache/trellis-bench-floor/`;
  mkdirSync(source, { recursive: true });
  writeFileSync(`${source}index.html`, '<div id="root"></div><script type="module" src="./main.tsx"></script>');
  writeFileSync(
    `${source}main.tsx`,
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello world</h1>);\n",
  );
  return builtJsGzip(source, `${root}bench-dist/floor`);
}

/** Where the stack floor is built, under the repository's root; the bench serves it from there to Lighthouse. */
export const STACK_FLOOR_OUT_DIR = 'bench-dist/stack-floor';

/**
 * A bare sign-in form built with the design card's stack (`stack-floor/`): what the sign-in page cannot go below while
 * it renders with MUI, routes with React Router and translates with i18next.
 */
export const stackFloorJsGzip = (root: string) =>
  builtJsGzip(`${root}scripts/bench/stack-floor/`, `${root}${STACK_FLOOR_OUT_DIR}`);
