/**
 * One popup on screen at a time. The data-driven popup queue says while it is loading or showing
 * a popup, the service-inspection notice while it shows; the other popups (the validate-partner
 * reminder) wait until nobody holds the slot instead of stacking on top. A popup closed once in
 * this visit is remembered here too, so two places that may offer it (home, the inspection
 * notice's follow-up) do not offer it twice.
 */
import { useSyncExternalStore } from 'react';

const holders = new Set<string>();
const closedThisVisit = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const useSlotState = <T>(read: () => T): T => {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return read();
};

/** `holder` is loading or showing a popup (`true`), or has nothing (more) to show (`false`). */
export function holdPopupSlot(holder: string, holding: boolean): void {
  if (holders.has(holder) === holding) return;
  if (holding) holders.add(holder);
  else holders.delete(holder);
  changed();
}

export const setPopupQueueBusy = (busy: boolean): void => holdPopupSlot('queue', busy);

/** Whether someone holds the slot. */
export const usePopupQueueBusy = (): boolean => useSlotState(() => holders.size > 0);

export function markPopupClosed(popup: string): void {
  if (closedThisVisit.has(popup)) return;
  closedThisVisit.add(popup);
  changed();
}

export const usePopupClosed = (popup: string): boolean => useSlotState(() => closedThisVisit.has(popup));
