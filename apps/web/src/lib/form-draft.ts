/**
 * A form's unsaved input kept in this browser, per signed-in member and form, so a reload or a
 * closed tab loses nothing: the form offers to restore it when it opens again (local storage, never
 * sent anywhere; forms keep passwords and card numbers out of it).
 */
import { useEffect, useRef } from 'react';
import { readMemberSession } from './session/session-store';
import { readStorageJson, writeStorage } from './storage';

export interface FormDraft<T> {
  /** ISO date-time of the last keystroke kept. */
  savedAt: string;
  values: T;
}

const keyOf = (form: string) => `formDraft:${readMemberSession()?.memberNo ?? 0}:${form}`;

/** The kept draft of `form`, when `parse` recognises its values. */
export function readFormDraft<T>(form: string, parse: (values: unknown) => T | null): FormDraft<T> | null {
  const stored = readStorageJson('local', keyOf(form));
  if (typeof stored !== 'object' || stored === null) return null;
  const { savedAt, values } = stored as Partial<FormDraft<unknown>>;
  const parsed = typeof savedAt === 'string' ? parse(values) : null;
  return parsed === null ? null : { savedAt: savedAt!, values: parsed };
}

export function clearFormDraft(form: string): void {
  writeStorage('local', keyOf(form), null);
}

/**
 * Keeps `values` as the draft of `form` while they differ from what is saved (`dirty`), at every
 * change (a few kB to local storage: cheap, and a reload right after typing loses nothing); when
 * they stop differing (saved, or changed back), the draft goes.
 */
export function useFormDraft<T>(form: string, values: T, dirty: boolean): void {
  const wasDirty = useRef(false);
  useEffect(() => {
    if (!dirty) {
      // Only a draft this screen wrote: one waiting to be restored stays until the person decides.
      if (wasDirty.current) clearFormDraft(form);
      wasDirty.current = false;
      return;
    }
    wasDirty.current = true;
    const draft: FormDraft<T> = { savedAt: new Date().toISOString(), values };
    writeStorage('local', keyOf(form), JSON.stringify(draft));
  }, [form, values, dirty]);
}
