import * as emotionReact from '@emotion/react';
import * as muiMaterial from '@mui/material';
import * as muiStyles from '@mui/material/styles';
import { SHARED_LIBRARIES_GLOBAL, type SharedLibrary } from '@trellis/module-sdk';
import * as i18next from 'i18next';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';

/**
 * The shell's own instances of the shared libraries, where the import map's files (scripts/module-shared-libraries.ts)
 * find them. This file is loaded only with the first hosted module, or on intent to open one: it brings the whole of
 * MUI.
 */
const SHARED: Record<SharedLibrary, object> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@mui/material': muiMaterial,
  '@mui/material/styles': muiStyles,
  '@emotion/react': emotionReact,
  i18next,
  'react-i18next': reactI18next,
};

export function shareLibraries(): void {
  Object.assign(globalThis, { [SHARED_LIBRARIES_GLOBAL]: SHARED });
}
