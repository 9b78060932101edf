import type { Plugin, Rollup } from 'vite';

const ENTRY_NAME = 'earlyReads';

/**
 * The page's first script (`src/app/entry/early-reads.ts`): built as an entry of its own, its code kept in one chunk
 * (page-chunks.ts), which is put in index.html's head with `async`, so that it runs as soon as it has arrived rather
 * than after the app's larger entry. The app's entry imports what it shares with it from that chunk.
 */
export function earlyReadsScript(source: string): Plugin {
  const holdsSource = (output: Rollup.OutputChunk | Rollup.OutputAsset): output is Rollup.OutputChunk =>
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
        // After <base href>, which the built addresses are relative to.
        return html.replace(
          /<base [^>]*>/,
          (base) => `${base}\n    <script type="module" async crossorigin src="${src}"></script>`,
        );
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
