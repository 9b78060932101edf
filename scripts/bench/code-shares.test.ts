import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { appCodeGzip, appCodeShares } from './code-shares.ts';
import { gzipBytes } from './request-figures.ts';
import type { LoggedRequest } from './request-log.ts';

const chunk = (fileName: string, modules: Record<string, number>) =>
  ({
    type: 'chunk',
    fileName,
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  }) as unknown as Rollup.OutputChunk;

const script = (path: string, body: string): LoggedRequest => ({
  method: 'GET',
  url: `http://app.test${path}`,
  type: 'script',
  start: 0,
  end: 1,
  bytesSent: 0,
  body: Buffer.from(body),
});

describe('the app’s own share of a page’s JavaScript', () => {
  const shares = appCodeShares([
    {
      output: [
        chunk('assets/main-a.js', {
          '/repo/src/app/entry/main.tsx': 300,
          '/repo/node_modules/react-dom/index.js': 700,
          '/repo/node_modules/some-lib/src/index.js': 1000,
        }),
        chunk('assets/sign-in-b.js', { '/repo/src/pages/sign-in/index.ts': 50 }),
      ],
    } as unknown as Rollup.RollupOutput,
  ]);

  it('counts modules under src/ as the app’s, and a library’s own src/ folder as the library’s', () => {
    expect(shares.get('main-a.js')).toBeCloseTo(0.15);
    expect(shares.get('sign-in-b.js')).toBe(1);
  });

  it('apportions each script’s gzip size by its share, and counts scripts it does not know as libraries', () => {
    const main = 'x'.repeat(5000);
    const signIn = 'const signIn = 1;';
    const entries = [
      script('/assets/main-a.js', main),
      script('/assets/sign-in-b.js', signIn),
      script('/module-shared/react.js', 'export default 1;'),
      { ...script('/api/x', '{}'), type: 'fetch' },
    ];
    expect(appCodeGzip(entries, shares)).toBeCloseTo(
      gzipBytes(Buffer.from(main)) * 0.15 + gzipBytes(Buffer.from(signIn)),
    );
  });
});
