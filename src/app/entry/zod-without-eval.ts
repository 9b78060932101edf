// Zod 4 compiles object parsers with `new Function` and probes for it when the first object schema is made. The
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation although its throw is caught.
// Jitless mode skips both, but only for schemas made after it is set: the entry imports this module first (the
// order of native modules in development), and the build puts it in zod's own chunk, right after zod (vite.config.ts).
import { z } from 'zod/mini';

z.config({ jitless: true });
