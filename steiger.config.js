import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // A slice's index.ts names what other slices use; a test reaches what it observes in the segment's own file.
    files: ['./src/**/*.test.ts', './src/**/*.test.tsx'],
    rules: { 'fsd/no-public-api-sidestep': 'off' },
  },
]);
