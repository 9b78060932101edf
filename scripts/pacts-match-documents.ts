/**
 * Every committed pact against its provider's OpenAPI document, with swagger-mock-validator: each request the shell
 * makes and each answer it expects (status, headers, body) must be one the document declares. Exits 1 on any
 * finding, error or warning. The document of provider `trellis-{service}` is openapi/{service}.yaml, of any other
 * provider openapi/{provider}.yaml.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactDir = `${root}contracts/pacts`;

/** The project's swagger-mock-validator, else one on PATH (a machine whose install predates the dependency). */
function validatorCommand(): string | null {
  const local = `${root}node_modules/.bin/swagger-mock-validator`;
  if (existsSync(local)) return local;
  return spawnSync('which', ['swagger-mock-validator'], { encoding: 'utf8' }).stdout.trim() || null;
}

const validator = validatorCommand();
if (!validator) {
  console.error(
    'swagger-mock-validator was not found: it comes with the devDependency @pactflow/swagger-mock-validator.',
  );
  process.exit(1);
}

let findings = 0;
const pacts = readdirSync(pactDir).filter((name) => name.endsWith('.json'));
for (const file of pacts) {
  const provider = (JSON.parse(readFileSync(`${pactDir}/${file}`, 'utf8')) as { provider: { name: string } }).provider
    .name;
  const document = `openapi/${provider.replace(/^trellis-/, '')}.yaml`;
  if (!existsSync(`${root}${document}`)) {
    console.error(`${file}: its provider ${provider} has no document ${document}.`);
    findings += 1;
    continue;
  }
  const run = spawnSync(validator, [document, `contracts/pacts/${file}`], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  const warnings = Number(/(\d+) warning\(s\)/.exec(output)?.[1] ?? 0);
  if (run.status === 0 && warnings === 0) {
    console.log(`${file} matches ${document}.`);
  } else {
    findings += Math.max(warnings, 1);
    console.error(`${file} does not match ${document}:\n${output}`);
  }
}
console.log(findings === 0 ? `${pacts.length} pacts match their documents: 0 findings.` : `Findings: ${findings}.`);
process.exit(findings === 0 ? 0 : 1);
