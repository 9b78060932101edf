import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { pageTitled } from '../model/page-title';

/** A built-in page names itself by a translation key (its heading's), for the recently visited list. */
export function usePageTitle(titleKey: string): void {
  const { pathname, search } = useLocation();
  const titled = useUnit(pageTitled);
  useEffect(() => {
    titled({ url: `${pathname}${search}`, titleKey, moduleTitle: null });
  }, [pathname, search, titleKey, titled]);
}
