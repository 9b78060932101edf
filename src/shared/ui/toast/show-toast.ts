import type { ReactNode } from 'react';

export interface Toast {
  variant: 'success' | 'error' | 'warning' | 'info';
  /** Already translated, or an element that translates itself (it then follows a change of language). */
  title?: ReactNode;
  message: ReactNode;
}

type Deliver = (toast: Toast) => void;

// The toaster (notistack) loads with the first toast, not with every page: toasts shown before it is there wait.
let deliver: Deliver | null = null;
let waiting: Toast[] = [];
const listeners = new Set<() => void>();

export function showToast(toast: Toast): void {
  if (deliver) return deliver(toast);
  waiting = [...waiting, toast];
  for (const listener of listeners) listener();
}

/** Whether a toast has been asked for, so that the toaster must load. */
export const isToasterWanted = () => deliver !== null || waiting.length > 0;

export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toaster, once mounted, shows the toasts that waited for it and every later one. */
export function connectToaster(next: Deliver): () => void {
  deliver = next;
  const pending = waiting;
  waiting = [];
  pending.forEach(next);
  return () => {
    if (deliver === next) deliver = null;
  };
}
