import type { Plugin, Rollup } from 'vite';

const ENTRY_NAME = 'earlyReads';
/** index.html's input name (vite.config.ts): the app's entry. */
const APP_ENTRY = 'main';

type Output = Rollup.OutputChunk | Rollup.OutputAsset;

/** The files a page's code needs beyond what the app's entry already loads, for the first script to preload. */
function pageOnlyFiles(bundle: Record<string, Output>, page: string): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
  );
  const closure = (from: Rollup.OutputChunk | undefined) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      chunks.get(file)?.imports.forEach(visit);
    };
    if (from) visit(from.fileName);
    return files;
  };
  const all = [...chunks.values()];
  const entry = closure(all.find((chunk) => chunk.isEntry && chunk.name === APP_ENTRY));
  const pageFiles = closure(all.find((chunk) => chunk.facadeModuleId?.endsWith(page)));
  return [...pageFiles].filter((file) => !entry.has(file));
}

/**
 * The page's first script (`src/app/entry/early-reads.ts`): built as an entry of its own, its code kept in one chunk
 * (page-chunks.ts), which is put in index.html's head with `async`, so that it runs as soon as it has arrived rather
 * than after the app's larger entry. The app's entry imports what it shares with it from that chunk.
 */
export function earlyReadsScript(source: string, signInPage: string): Plugin {
  const holdsSource = (output: Output): output is Rollup.OutputChunk =>
    output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(source));
  return {
    name: 'trellis-early-reads',
    config: () => ({ build: { rollupOptions: { input: { [ENTRY_NAME]: source } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.path.endsWith('/index.html')) return;
        const built = Object.values(context.bundle ?? {}).find(holdsSource);
        const src = built ? `./${built.fileName}` : `/${source}`;
        // The sign-in page's own files, which the first script preloads on that page (a development server has none).
        const signInFiles = context.bundle ? pageOnlyFiles(context.bundle, signInPage).map((file) => `./${file}`) : [];
        const script = `<script type="module" async crossorigin src="${src}" data-sign-in-page="${signInFiles.join(' ')}"></script>`;
        // After <base href>, which the built addresses are relative to.
        return html.replace(/<base [^>]*>/, (base) => `${base}\n    ${script}`);
      },
    },
    // The entry's own file only imports that chunk (a facade): nothing loads it.
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && output.isEntry && output.name === ENTRY_NAME && !holdsSource(output))
          delete bundle[fileName];
      }
    },
  };
}
