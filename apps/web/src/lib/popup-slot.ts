/**
 * One popup on screen at a time: the data-driven popup queue says while it is loading or showing a
 * popup, and the other popups (the validate-partner reminder) wait until it is idle instead of
 * stacking on top of it.
 */
import { useSyncExternalStore } from 'react';

let busy = false;
const listeners = new Set<() => void>();

/** The queue is loading or showing a popup (`true`), or has nothing (more) to show (`false`). */
export function setPopupQueueBusy(next: boolean): void {
  if (busy === next) return;
  busy = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePopupQueueBusy = (): boolean => useSyncExternalStore(subscribe, () => busy);
