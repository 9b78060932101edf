import { useSyncExternalStore } from 'react';

const onVisibilityChange = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/** Whether the tab is out of sight: another tab in front, the window minimised. */
export const usePageHidden = () =>
  useSyncExternalStore(onVisibilityChange, () => document.visibilityState === 'hidden');
