/**
 * `npm run module:create NAME`: a new business module in modules/NAME, a copy of modules/onboarding (a React module
 * with MUI through the shell) with its id, namespace, texts' title and package name changed. docs/modules.md says the
 * rest: build it, serve it, name it in the manifest.
 */
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATE = 'onboarding';
const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9-]{0,63}$/.test(name)) {
  process.stderr.write(
    'Usage: npm run module:create NAME (lower-case letters, digits and -, starting with a letter)\n',
  );
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'modules', name);
if (existsSync(target)) {
  process.stderr.write(`modules/${name} exists already.\n`);
  process.exit(1);
}

cpSync(join(root, 'modules', TEMPLATE), target, {
  recursive: true,
  filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
});

const title = name.replace(
  /(^|-)(\w)/g,
  (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
);
const rename = (text: string) => text.replaceAll(TEMPLATE, name).replaceAll('Onboarding', title);
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
for (const file of walk(target)) writeFileSync(file, rename(readFileSync(file, 'utf8')));

process.stdout.write(
  [
    `Created modules/${name}.`,
    `Build it:  npx vite build --config modules/${name}/vite.config.ts`,
    `Serve modules/${name}/dist with CORS, and name it in the manifest (TRELLIS_MODULES):`,
    `  { "id": "${name}", "path": "/${name}", "entry": "https://…/entry.js", "title": "${title}" }`,
    'See docs/modules.md.',
    '',
  ].join('\n'),
);
