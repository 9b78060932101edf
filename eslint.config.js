import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import effector from 'eslint-plugin-effector';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const namedExportsOnly = [
  { selector: 'ExportAllDeclaration', message: 'Name what a module exports: no `export *`.' },
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-sourcemaps',
      'bench-dist',
      'node_modules',
      '.tools',
      'coverage',
      'test-results',
      'playwright-report',
      'src/shared/api/generated',
      'modules/*/dist',
      'modules/*/dist-frame',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Hosted modules and the modules of the end-to-end tests run in the browser (docs/modules.md).
    files: ['modules/*/src/**/*.{ts,tsx}', 'tests/modules/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Scripts the reference server hands to browsers.
    files: ['server/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // eslint-plugin-effector's naming rules need type information.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['src/**/*.ts'],
    ...effector.flatConfigs.recommended,
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'contracts/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // One import order everywhere: packages, then the app's aliases, then relative paths.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'off' },
  },
  {
    // No import loops: each file can be read, and tested, after the files it imports (docs/where-things-live.md).
    // Lazy imports count too: a loop that works only because one edge is dynamic is still a loop.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'modules/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.test.json' })],
    },
    // Packages are not followed: a loop inside one is not ours to fix, and reading them would slow the lint.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      'no-restricted-syntax': ['error', ...namedExportsOnly],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...namedExportsOnly,
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the environment through @/shared/config.',
        },
      ],
    },
  },
  {
    // Tool configuration files must default-export their config.
    files: ['*.config.{ts,js}', 'modules/*/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
