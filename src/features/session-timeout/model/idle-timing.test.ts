import { describe, expect, it } from 'vitest';

import { sessionIdleTiming, warningSecondsLeft } from './idle-timing';

describe('sessionIdleTiming', () => {
  it('is the remaining refresh-token lifetime less 70 s', () => {
    expect(sessionIdleTiming({ exp: 1_000 + 180 }, 1_000_000)).toEqual({ idleMs: 110_000, timeoutMs: 60_000 });
  });

  it('is the whole remaining lifetime when that is 70 s or less', () => {
    expect(sessionIdleTiming({ exp: 1_000 + 70 }, 1_000_000).idleMs).toBe(70_000);
    expect(sessionIdleTiming({ exp: 1_000 + 30 }, 1_000_000).idleMs).toBe(30_000);
  });

  it('takes the whole lifetime of a token just issued, whatever the device clock says', () => {
    expect(sessionIdleTiming({ exp: 5_180, iat: 5_000 }, 9_999_999_000, true).idleMs).toBe(110_000);
  });

  it('never counts more than the lifetime when the device clock is behind', () => {
    expect(sessionIdleTiming({ exp: 5_180, iat: 5_000 }, 0).idleMs).toBe(110_000);
  });

  it('falls back to the module defaults without a refresh token: idle 300 s, timeout 60 s', () => {
    expect(sessionIdleTiming(null, 0)).toEqual({ idleMs: 300_000, timeoutMs: 60_000 });
  });
});

describe('warningSecondsLeft', () => {
  const timing = { idleMs: 110_000, timeoutMs: 60_000 };

  it('is null before the user is idle', () => {
    expect(warningSecondsLeft(0, timing, 109_999)).toBeNull();
  });

  it('counts down from 60 when the user becomes idle', () => {
    expect(warningSecondsLeft(0, timing, 110_000)).toBe(60);
    expect(warningSecondsLeft(0, timing, 111_000)).toBe(59);
    expect(warningSecondsLeft(0, timing, 170_000)).toBe(0);
    expect(warningSecondsLeft(0, timing, 171_000)).toBe(-1);
  });
});
