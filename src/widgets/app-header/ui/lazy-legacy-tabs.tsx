import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';

import type { ModuleLinks } from './use-module-links';

let loading: Promise<typeof import('./legacy-tabs')> | undefined;

/**
 * The legacy tabs' code (MUI's Tabs, about 7 KiB): fetched only for a tenant whose navigation settings choose the
 * tabs, once. A failed fetch is tried again the next time.
 */
export function loadLegacyTabs() {
  loading ??= import('./legacy-tabs').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const LegacyTabs = lazy(() => loadLegacyTabs().then(({ LegacyTabs: Tabs }) => ({ default: Tabs })));

/** A row of text tabs is 48 px high (MUI's Tabs and Tab). */
const TABS_HEIGHT_PX = 48;

/** The tabs' row kept free while their code or the links they show load: the page under them does not move. */
export function TabsSpace() {
  return <Box sx={{ minHeight: TABS_HEIGHT_PX }} />;
}

export function LazyLegacyTabs(props: Omit<ModuleLinks, 'legacy'>) {
  return (
    <Suspense fallback={<TabsSpace />}>
      <LegacyTabs {...props} />
    </Suspense>
  );
}
