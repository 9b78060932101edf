/** The libraries the shell shares with modules through its import map: one copy of each on the page. */
export const SHARED_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@mui/material',
  '@mui/material/styles',
  '@emotion/react',
  'i18next',
  'react-i18next',
] as const;

export type SharedLibrary = (typeof SHARED_LIBRARIES)[number];

/** Where the shell puts its instances of SHARED_LIBRARIES for the import map's small re-exporting files. */
export const SHARED_LIBRARIES_GLOBAL = '__trellisSharedLibraries';
