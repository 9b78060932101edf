import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the browser has a network, as React Query's online manager sees it: the one judge for the reads it pauses
 * while offline and refetches when online, and for the shell's own timers, so that both resume together.
 */
export const isOnline = (): boolean => onlineManager.isOnline();

/** Tells `listener` each change of the network; answers how to stop. */
export const watchNetwork = (listener: (online: boolean) => void): (() => void) => onlineManager.subscribe(listener);
