import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { pageTitled } from '@/entities/page-history';

/**
 * `host.setTitle`: the page's own title, for the document's title and the recently visited list. A new address is a
 * new page, with the module's title only until the module names it: call this before the module hears the address.
 */
export function useModuleTitle(moduleTitle: string): (text: string | null) => void {
  const { pathname, search } = useLocation();
  const titled = useUnit(pageTitled);
  const page = useRef({ url: `${pathname}${search}`, moduleTitle, own: null as string | null });
  const [publisher] = useState(() => {
    const publish = () =>
      titled({ url: page.current.url, title: page.current.own ?? undefined, moduleTitle: page.current.moduleTitle });
    const setTitle = (text: string | null) => {
      page.current.own = typeof text === 'string' && text.trim() ? text.trim() : null;
      publish();
    };
    return { publish, setTitle };
  });
  useEffect(() => {
    const url = `${pathname}${search}`;
    if (url !== page.current.url) page.current = { url, moduleTitle, own: null };
    page.current.moduleTitle = moduleTitle;
    publisher.publish();
  }, [pathname, search, moduleTitle, publisher]);
  return publisher.setTitle;
}
