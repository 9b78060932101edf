import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { COMMITTED_PACT_DIR } from '../support/pact';
import { withProviderStates } from '../support/provider-states-doc';

const readmeFile = fileURLToPath(new URL('../../README.md', import.meta.url));

describe("the README's list of provider states", () => {
  it('is the one the committed pacts give (npm run contracts:write rewrites it)', () => {
    const readme = readFileSync(readmeFile, 'utf8');
    expect(readme).toBe(withProviderStates(readme, COMMITTED_PACT_DIR));
  });
});
