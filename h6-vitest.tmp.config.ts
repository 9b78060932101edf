import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: '/work/wt/h6', include: ['server/**/*.test.ts'], environment: 'node', hookTimeout: 180_000, testTimeout: 120_000 },
});
