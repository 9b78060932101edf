import { describe, expect, it } from 'vitest';

import { sharedLibraryFiles } from './shared-library-files';

describe('the files of the shared libraries’ import map', () => {
  it('are its addresses, resolved against the document’s base as the browser resolves them', () => {
    const map = JSON.stringify({
      imports: { react: './module-shared/react.js', '@mui/material': '/module-shared/mui-material.js' },
    });
    expect(sharedLibraryFiles(map, 'https://shell.test/trellis/')).toEqual([
      'https://shell.test/trellis/module-shared/react.js',
      'https://shell.test/module-shared/mui-material.js',
    ]);
  });

  it('are none when the page has no map, or one that is not of imports', () => {
    for (const map of [null, undefined, '', 'not json', '{}', '{"imports":null}', '[1]']) {
      expect(sharedLibraryFiles(map, 'https://shell.test/')).toEqual([]);
    }
    expect(sharedLibraryFiles('{"imports":{"react":7,"i18next":"./i18next.js"}}', 'https://shell.test/')).toEqual([
      'https://shell.test/i18next.js',
    ]);
  });
});
