import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { brokerVerificationArgs, DEFAULT_WIP_SINCE } from './contracts-verify.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('provider verification from the broker', () => {
  const args = brokerVerificationArgs({
    provider: 'trellis-access',
    providerVersion: 'f00d',
    providerBranch: 'main',
    publish: true,
  });

  it('selects the consumer’s main branch, what is deployed or released and a matching branch; pending and WIP on', () => {
    const selectors = args.flatMap((arg, at) =>
      args[at - 1] === '--consumer-version-selectors' ? [JSON.parse(arg) as object] : [],
    );
    expect(selectors).toEqual([{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }]);
    expect(args).toContain('--enable-pending');
    expect(args.join(' ')).toContain(`--include-wip-pacts-since ${DEFAULT_WIP_SINCE}`);
    expect(args.join(' ')).toContain('--provider-version f00d --provider-branch main --publish');
  });

  it('uses only options the installed pact-verifier has', () => {
    const help = spawnSync(`${root}node_modules/.bin/pact-verifier`, ['--help'], { encoding: 'utf8' }).stdout;
    for (const option of args.filter((arg) => arg.startsWith('--'))) expect(help, option).toContain(option);
  });
});
