/**
 * `npm run --silent csp -- path/to/config.json [--dist DIR] [--connect ADDRESS]…`: the Content-Security-Policy the
 * reference server sends with the app's pages, for that config.json and the build in DIR (dist/ by default), on one
 * line, for docs/nginx/trellis.conf's `__CSP__`: the import map's hash, and the origins config.json names (the API
 * and its token origins, the telemetry endpoint, the OpenID provider, the analytics script, the hosted modules and
 * what their entries name, localhost while `modules.allowOverrides` is on). `frame-ancestors` differs per path: the
 * nginx file adds it. `--connect` adds an origin the shell calls that config.json does not name (the CRM's
 * web-to-lead address). The production image composes its policy from this function's output too
 * (deploy/shell/policy-templates.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { policyDirectives, serializePolicy } from '../server/src/http/content-security-policy.ts';
import { importMapHashes } from '../server/src/modules/import-map-hash.ts';
import { modulePolicySources, readManifest } from '../server/src/modules/module-manifest.ts';

/** The shell's analytics address when config.json names none (src/shared/config/runtime-config.ts). */
const DEFAULT_ANALYTICS_SCRIPT_URL = 'https://web-sdk.aptrinsic.com/api/aptrinsic.js';

/** What the policy reads of config.json. */
export interface PolicyConfig {
  api?: { baseUrl?: string; tokenOrigins?: string[] };
  oidc?: { authority?: string } | null;
  analytics?: { scriptUrl?: string } | null;
  telemetry?: { endpoint?: string } | null;
  modules?: unknown;
}

/** The policy for a config.json and the build in `dist`, but for `frame-ancestors`. */
export function policyOfConfig(
  config: PolicyConfig,
  { dist, connect = [], log }: { dist: string; connect?: readonly string[]; log: (message: string) => void },
): string {
  return serializePolicy(
    policyDirectives({
      oidcAuthority: config.oidc?.authority ?? null,
      analyticsScriptUrl:
        config.analytics === null ? null : (config.analytics?.scriptUrl ?? DEFAULT_ANALYTICS_SCRIPT_URL),
      apiAddresses: [
        config.api?.baseUrl ?? null,
        config.telemetry?.endpoint ?? null,
        ...(config.api?.tokenOrigins ?? []),
      ],
      webToLeadAddresses: connect,
      modules: modulePolicySources(readManifest(config.modules ?? [], log)),
      inlineScriptHashes: importMapHashes(dist),
    }),
  );
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dist: { type: 'string' }, connect: { type: 'string', multiple: true } },
  });
  const from = process.env.INIT_CWD ?? process.cwd();
  const configFile = positionals[0];
  if (!configFile) fail('Usage: npm run --silent csp -- path/to/config.json [--dist DIR] [--connect ADDRESS]…');
  const dist = values.dist ? resolve(from, values.dist) : fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) fail(`${dist}/index.html is missing: build first (npm run build).`);
  let config: PolicyConfig;
  try {
    config = JSON.parse(readFileSync(resolve(from, configFile), 'utf8')) as PolicyConfig;
  } catch (error) {
    fail(`${configFile} cannot be read as JSON: ${(error as Error).message}`);
  }
  const log = (message: string) => process.stderr.write(`${configFile}: ${message}\n`);
  process.stdout.write(`${policyOfConfig(config, { dist, connect: values.connect ?? [], log })}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
