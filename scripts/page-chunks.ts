import { build, type Rollup, type UserConfig } from 'vite';

type CodeSplittingGroup = Exclude<
  NonNullable<Extract<Rollup.OutputOptions['codeSplitting'], object>['groups']>,
  undefined
>[number];

/** The app's entry (index.html's input name): what every page loads before its own code. */
const APP_ENTRY = 'main';
/** The page's first script (early-reads-script.ts): its code stays one file of its own, which the entry imports. */
const FIRST_SCRIPT = 'earlyReads';

/**
 * Vite's automatic splitting makes a chunk for every set of lazy pages that shares a module, so the sign-in page came
 * as 32 files: over HTTP/1.1 a phone fetches six at a time, one round trip per six. A first build shows which modules
 * the app's entry and each given page really run (after tree-shaking, which the module graph alone does not show).
 * The group made from it puts the entry's modules into the entry's chunk, and the given pages' modules into one chunk
 * per set of those pages that shares them (`mfe-host~home`), so that none of them loads code it does not run.
 * Modules of other pages keep the automatic splitting.
 *
 * The pages a visit begins on signed out (`signedOutPages`) load fewer, larger files, as each is on a first visit's
 * critical path and each file costs a request and a module-preload link (about a millisecond of a slow phone's main
 * thread, before the first paint). A module that every one of them runs goes into the entry's chunk: each visit that
 * begins signed out runs it. A module that one of them shares with signed-in pages goes into one chunk for that page
 * (`sign-in~shell`): the signed-in pages it leads to run most of it too, and a reload on one of them alone loads a few
 * kilobytes it does not run.
 *
 * `pages` are the entry modules of lazy pages (`src/pages/sign-in/index.ts`): those a visit most often begins on.
 */
export async function pageChunkGroups(
  config: UserConfig,
  pages: readonly string[],
  signedOutPages: readonly string[],
): Promise<CodeSplittingGroup[]> {
  const chunks = await firstBuildChunks(config);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (isIt: (chunk: Rollup.OutputChunk) => boolean, what: string) => {
    const chunk = chunks.find(isIt);
    if (!chunk) throw new Error(`The first build has no chunk for ${what}.`);
    return chunk;
  };
  const reachable = (from: Rollup.OutputChunk, outside: ReadonlySet<string> = new Set()) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file) || outside.has(file)) return;
      files.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    visit(from.fileName);
    return files;
  };
  const isRuntime = (file: string) => byFile.get(file)?.moduleIds.some((id) => id.startsWith('\0rolldown')) ?? false;
  // What the other entries (the OIDC callback pages) load stays apart, or they would load the app.
  const otherEntriesFiles = new Set(
    chunks
      .filter((chunk) => chunk.isEntry && chunk.name !== APP_ENTRY && chunk.name !== FIRST_SCRIPT)
      .flatMap((chunk) => [...reachable(chunk)]),
  );
  // So does Rolldown's runtime. (zod's modules are the entry's too, but zod's group comes first and keeps them.)
  const movable = (file: string) => !otherEntriesFiles.has(file) && !isRuntime(file);
  const modulesOf = (files: Iterable<string>) =>
    [...files].filter(movable).flatMap((file) => byFile.get(file)?.moduleIds ?? []);
  const firstScript = chunks.find((chunk) => chunk.isEntry && chunk.name === FIRST_SCRIPT);
  const firstScriptModules = new Set(firstScript ? modulesOf(reachable(firstScript)) : []);
  const entryFiles = reachable(chunkOf((chunk) => chunk.isEntry && chunk.name === APP_ENTRY, APP_ENTRY));
  const entryModules = new Set(modulesOf(entryFiles));
  const pageChunk = (page: string) =>
    chunkOf((candidate) => candidate.facadeModuleId?.endsWith(`/${page}`) ?? false, page);
  const pagesOf = new Map<string, string[]>();
  for (const page of pages) {
    const chunk = pageChunk(page);
    for (const id of modulesOf(reachable(chunk, entryFiles))) pagesOf.set(id, [...(pagesOf.get(id) ?? []), chunk.name]);
  }
  const signedOutChunks = signedOutPages.map((page) => pageChunk(page).name);
  const chunkFor = (id: string) => {
    if (firstScriptModules.has(id)) return FIRST_SCRIPT;
    if (entryModules.has(id)) return APP_ENTRY;
    const users = pagesOf.get(id);
    if (!users) return null;
    const signedOutUsers = users.filter((name) => signedOutChunks.includes(name));
    if (signedOutUsers.length === signedOutChunks.length) return APP_ENTRY;
    if (signedOutUsers.length === 1 && users.length > 1) return `${signedOutUsers[0]}~shell`;
    return users.join('~');
  };
  return [{ name: chunkFor, debugName: 'landing pages', includeDependenciesRecursively: false }];
}

async function firstBuildChunks(config: UserConfig): Promise<Rollup.OutputChunk[]> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs.flatMap((result) => result.output.filter((item) => item.type === 'chunk'));
}
