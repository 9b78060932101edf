import { HOST_API_VERSION } from '@trellis/module-sdk';
import { describe, expect, it } from 'vitest';

import { HostVersionError, unmetHostRequirement } from './host-requirement';

describe("a module's host API requirement", () => {
  it('lets a module load that names none, or a range this shell satisfies', () => {
    expect(unmetHostRequirement({})).toBeNull();
    expect(unmetHostRequirement({ requires: {} })).toBeNull();
    expect(unmetHostRequirement({ requires: { host: '^1.0.0' } }, '1.0.0')).toBeNull();
    expect(unmetHostRequirement({ requires: { host: '^1.0.0' } }, '1.4.2')).toBeNull();
    expect(unmetHostRequirement({ requires: { host: '>=1.0.0 <3' } }, '2.0.0')).toBeNull();
    expect(unmetHostRequirement({ requires: { host: `^${HOST_API_VERSION}` } })).toBeNull();
  });

  it('refuses a range this shell does not satisfy, naming what is needed and what is offered', () => {
    const refusal = unmetHostRequirement({ requires: { host: '^1.2.0' } }, '1.0.0');
    expect(refusal).toBeInstanceOf(HostVersionError);
    expect(refusal).toMatchObject({ required: '^1.2.0', offered: '1.0.0' });
    expect(unmetHostRequirement({ requires: { host: '^2.0.0' } }, '1.9.0')).not.toBeNull();
    expect(unmetHostRequirement({ requires: { host: '~1.0.3' } }, '1.0.2')).not.toBeNull();
  });

  it('refuses a requirement that is no semver range', () => {
    expect(unmetHostRequirement({ requires: { host: 'latest' } }, '1.0.0')).toMatchObject({ required: 'latest' });
  });
});
