import base from './playwright.config.ts';

// Local runs on a machine shared by five engineers (load ~30 on 2 cores): longer waits, same assertions.
export default { ...base, timeout: 240_000, expect: { timeout: 40_000 } };
