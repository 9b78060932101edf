/**
 * Generates src/shared/api/generated from openapi/*.yaml.
 *   node scripts/generate-api.ts          write the files
 *   node scripts/generate-api.ts --check  exit 1 when the committed files differ from what would be written
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const openapiDir = `${root}openapi/`;
const outDir = `${root}src/shared/api/generated/`;

const toPascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
const toCamel = (name: string) => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

async function render(): Promise<Map<string, string>> {
  const documents = readdirSync(openapiDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => name.replace(/\.yaml$/, ''));
  const files = new Map<string, string>();
  for (const name of documents) {
    const ast = await openapiTS(new URL(`file://${openapiDir}${name}.yaml`), { alphabetize: true });
    files.set(`${name}.ts`, COMMENT_HEADER + astToString(ast));
  }
  const index = [
    COMMENT_HEADER.trimEnd(),
    ...documents.map(
      (name) =>
        `import type { components as ${toPascal(name)}Components, paths as ${toPascal(name)}Paths } from './${name}';`,
    ),
    '',
    `export type paths = ${documents.map((name) => `${toPascal(name)}Paths`).join(' & ')};`,
    '',
    "/** Every document's schemas by its name: `ApiSchemas['atlas']['NavigationConfiguration']`. */",
    'export interface ApiSchemas {',
    ...documents.map((name) => `  ${toCamel(name)}: ${toPascal(name)}Components['schemas'];`),
    '}',
    '',
  ].join('\n');
  files.set('index.ts', index);
  return files;
}

const files = await render();
if (process.argv.includes('--check')) {
  const stale = [...files].filter(
    ([name, text]) => !existsSync(outDir + name) || readFileSync(outDir + name, 'utf8') !== text,
  );
  const extra = existsSync(outDir) ? readdirSync(outDir).filter((name) => !files.has(name)) : [];
  if (stale.length || extra.length) {
    console.error(
      `Generated API types are stale (${[...stale.map(([n]) => n), ...extra].join(', ')}). Run: npm run api:generate`,
    );
    process.exit(1);
  }
  console.log(`Generated API types are up to date (${files.size} files).`);
} else {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of files) writeFileSync(outDir + name, text);
  console.log(`Wrote ${files.size} files to src/shared/api/generated.`);
}
