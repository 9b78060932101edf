import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';

import { navigationConfigurationQuery } from '@/entities/navigation';
import { $tenantGuid } from '@/entities/session';

import { rememberLegacyNavigation, storedLegacyNavigation } from '../lib/stored-navigation-choice';
import { loadLegacyTabs } from './lazy-legacy-tabs';

/**
 * Whether the legacy tabs are expected: the navigation settings' answer, or before it comes the choice stored with the
 * last answer (a reload). Where they are shown (`shown`: not on a phone or a tablet), their code is fetched as soon as
 * they are expected, beside the shell's other reads rather than after them.
 */
export function useLegacyTabsAhead(shown: boolean): boolean {
  const tenantGuid = useUnit($tenantGuid);
  const { data: configuration } = useQuery(navigationConfigurationQuery(tenantGuid));
  const answered = configuration?.showLegacyNavigation;
  const stored = useMemo(() => storedLegacyNavigation(tenantGuid), [tenantGuid]);
  const expected = answered ?? stored;
  useEffect(() => {
    if (tenantGuid !== null && answered !== undefined) rememberLegacyNavigation(tenantGuid, answered);
  }, [tenantGuid, answered]);
  useEffect(() => {
    if (shown && expected) void loadLegacyTabs().catch(() => undefined);
  }, [shown, expected]);
  return expected;
}
