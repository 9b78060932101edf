/**
 * `npm run module:create -- NAME --out DIR [--sdk-version RANGE] [--isolation frame]`: a new business module as a project of its own in
 * DIR, outside this repository: modules/onboarding (the template: its sources, build, tests and package.json) with
 * its id, namespace and titles changed, a tsconfig.json, .gitignore and README.md of its own
 * (scripts/module-template), and `@trellis/module-sdk` as the tarball `npm pack ./modules/sdk` makes, copied into
 * DIR, or as RANGE from the registry. With `--isolation frame`, the module is built as a page for the isolated mode
 * (`frame.html`, `src/frame.tsx`, `npm run build` = `vite build --mode frame`). docs/modules.md says the rest.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = new URL('..', import.meta.url).pathname;
const TEMPLATE_ID = 'onboarding';
const TEMPLATE_DIR = join(ROOT, 'modules', TEMPLATE_ID);
const OWN_FILES_DIR = join(ROOT, 'scripts', 'module-template');
const SDK_PACKAGE = '@trellis/module-sdk';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const USAGE =
  'Usage: npm run module:create -- NAME --out DIR [--sdk-version RANGE] [--isolation frame]\n' +
  '  NAME: lower-case letters, digits and -, starting with a letter (the module id)\n' +
  '  DIR: a new or empty folder, outside this repository\n' +
  '  RANGE: take @trellis/module-sdk from your registry (e.g. ^1.1.0) instead of packing it from this repository\n' +
  '  --isolation frame: a module the shell frames, which never sees the session (docs/modules.md, section 9)';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, 'sdk-version': { type: 'string' }, isolation: { type: 'string' } },
});
const framed = values.isolation === 'frame';
if (values.isolation !== undefined && !framed && values.isolation !== 'none') fail(USAGE);
/** The template's page for the isolated mode, copied only into a framed module. */
const FRAME_FILES = ['frame.html', join('src', 'frame.tsx')];
const name = positionals[0] ?? '';
if (!/^[a-z][a-z0-9-]{0,63}$/.test(name) || !values.out) fail(USAGE);
// npm runs scripts at the repository's root; a relative DIR is meant from where the command was typed.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty.`);
if (!relative(ROOT, out).startsWith('..'))
  process.stderr.write(`Note: ${out} is inside the shell's repository; a module project belongs outside it.\n`);

const title = name.replace(
  /(^|-)(\w)/g,
  (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
);
const constant = name.toUpperCase().replaceAll('-', '_');
const rename = (text: string) =>
  text
    .replaceAll(TEMPLATE_ID.toUpperCase(), constant)
    .replaceAll(TEMPLATE_ID, name)
    .replaceAll('Onboarding', title)
    // The template's titles in other languages are the onboarding module's: the new module starts with its own.
    .replace(/^(\s+title: ).*,$/gm, `$1'${title}',`);

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The SDK for the new project's package.json: a registry range, or the tarball packed from this repository. */
function sdkDependency(): { spec: string; source: string } {
  const range = values['sdk-version'];
  if (range) return { spec: range, source: `your npm registry (${SDK_PACKAGE}@${range})` };
  const packed = spawnSync('npm', ['pack', join(ROOT, 'modules', 'sdk'), '--pack-destination', out, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (packed.status !== 0) fail('npm pack ./modules/sdk failed.');
  // npm prints the prepack build's output before the JSON.
  const json = packed.stdout.slice(packed.stdout.indexOf('\n[') + 1);
  const [{ filename }] = JSON.parse(json.startsWith('[') ? json : packed.stdout) as [{ filename: string }];
  return { spec: `file:${filename}`, source: `\`${filename}\`, the tarball packed from the shell's repository` };
}

mkdirSync(out, { recursive: true });
const sdk = sdkDependency();

for (const file of walk(join(TEMPLATE_DIR, 'src'))) {
  if (!framed && FRAME_FILES.includes(relative(TEMPLATE_DIR, file))) continue;
  const target = join(out, rename(relative(TEMPLATE_DIR, file)));
  mkdirSync(join(target, '..'), { recursive: true });
  writeFileSync(target, rename(readFileSync(file, 'utf8')));
}
writeFileSync(join(out, 'vite.config.ts'), readFileSync(join(TEMPLATE_DIR, 'vite.config.ts'), 'utf8'));
if (framed) writeFileSync(join(out, 'frame.html'), rename(readFileSync(join(TEMPLATE_DIR, 'frame.html'), 'utf8')));

const templatePackage = JSON.parse(readFileSync(join(TEMPLATE_DIR, 'package.json'), 'utf8')) as Record<string, unknown>;
const devDependencies = { ...(templatePackage.devDependencies as Record<string, string>), [SDK_PACKAGE]: sdk.spec };
const modulePackage = {
  ...templatePackage,
  name: `${name}-module`,
  description: `The ${title} business module, hosted by the Trellis shell`,
  // The team's own project, not the shell's: no licence is granted until the team chooses one (README.md).
  private: true,
  license: 'UNLICENSED',
  devDependencies,
  ...(framed && {
    scripts: {
      ...(templatePackage.scripts as Record<string, string>),
      build: 'tsc --noEmit && vite build --mode frame',
    },
  }),
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(modulePackage, null, 2)}\n`);

const placeholders: Record<string, string> = {
  id: name,
  title,
  path: `/${name}`,
  path_no_slash: name,
  sdkSource: sdk.source,
};
const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => placeholders[key] ?? '');
writeFileSync(join(out, 'README.md'), fill(readFileSync(join(OWN_FILES_DIR, 'README.md'), 'utf8')));
cpSync(join(OWN_FILES_DIR, 'tsconfig.json'), join(out, 'tsconfig.json'));
cpSync(join(OWN_FILES_DIR, 'gitignore'), join(out, '.gitignore'));

process.stdout.write(
  [
    `Created the ${title} module in ${out}.`,
    `  cd ${out}`,
    '  npm install',
    framed
      ? '  npm run build   # dist-frame/frame.html: serve it with shell-origins.json beside it'
      : '  npm run build   # dist/entry.js, and its integrity',
    '  npm test',
    'Its README.md says how to develop it against a running shell and what to give the operator.',
    '',
  ].join('\n'),
);
