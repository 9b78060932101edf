import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';

import { $hasUnsavedWork, unsavedWorkChanged } from '@/entities/session';

import { leavingAsksFirst } from '../lib/module-location';

/**
 * `host.setUnsaved`: while the module holds unsaved work, leaving its path in the shell is held for the user to
 * confirm (`blocker`), and so is leaving the page (`beforeunload`). Read at the moment of leaving, so that a logout or
 * a confirmed switch, which forget the flag, is not held. Leaving the module forgets it.
 */
export function useUnsavedWork(basePath: string): { setUnsaved: (unsaved: boolean) => void; blocker: Blocker } {
  const setUnsaved = useUnit(unsavedWorkChanged);
  const scope = useProvidedScope();
  const hasUnsavedWork = () => (scope ? scope.getState($hasUnsavedWork) : false);
  const blocker = useBlocker(({ nextLocation }) => leavingAsksFirst(hasUnsavedWork(), basePath, nextLocation.pathname));
  useEffect(() => {
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers ask only when a text is set; none shows it.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      setUnsaved(false);
    };
  }, [setUnsaved]); // eslint-disable-line react-hooks/exhaustive-deps
  return { setUnsaved, blocker };
}
