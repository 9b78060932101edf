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

/**
 * The packages behind SHARED_LIBRARIES and the versions the shell shares. A module's peer ranges must admit these; a
 * new major of any of them is a breaking change of the host API (docs/modules.md). A test keeps them equal to the
 * shell's installed versions.
 */
export const SHARED_LIBRARY_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '9.5.0',
  '@emotion/react': '11.14.0',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
} as const;

export type SharedLibraryPackage = keyof typeof SHARED_LIBRARY_VERSIONS;

/** Where the shell puts its instances of SHARED_LIBRARIES for the import map's small re-exporting files. */
export const SHARED_LIBRARIES_GLOBAL = '__trellisSharedLibraries';
