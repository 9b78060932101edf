import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Rule {
  groupName?: string;
  matchPackageNames?: string[];
  allowedVersions?: string;
}
const config = JSON.parse(readFileSync(`${root}renovate.json`, 'utf8')) as {
  packageRules: Rule[];
  ignoreScripts: boolean;
};
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Renovate's package-name globs: `*` within a name's segment. */
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`).test(name);
const rulesFor = (name: string) =>
  config.packageRules.filter((rule) => rule.matchPackageNames?.some((pattern) => matches(pattern, name)));

/** The design card's stack (README): MUI with emotion, React Router, i18next, React Query, Effector, zod, TanStack Form. */
const DESIGN_CARD = {
  React: ['react', 'react-dom'],
  'MUI and emotion': [
    '@mui/material',
    '@mui/icons-material',
    '@mui/x-date-pickers',
    '@emotion/react',
    '@emotion/styled',
  ],
  'React Router': ['react-router-dom'],
  i18next: ['i18next', 'react-i18next'],
  'React Query': ['@tanstack/react-query'],
  Effector: ['effector', 'effector-react'],
  zod: ['zod'],
  'TanStack Form': ['@tanstack/react-form'],
};

describe('the Renovate configuration', () => {
  it.each(Object.entries(DESIGN_CARD))('updates the %s packages of the design card together', (group, names) => {
    for (const name of names) {
      expect(name in pkg.dependencies, `${name} is a dependency`).toBe(true);
      expect(rulesFor(name).map((rule) => rule.groupName)).toContain(group);
    }
  });

  it('keeps react-router-dom on major 7, the one the design card names', () => {
    expect(pkg.dependencies['react-router-dom']).toMatch(/^\^7\./);
    expect(rulesFor('react-router-dom').map((rule) => rule.allowedVersions)).toContain('<8');
  });

  it('runs no install script, as the bootstrap runs none', () => {
    expect(config.ignoreScripts).toBe(true);
  });
});
