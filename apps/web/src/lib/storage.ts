/** Web storage that never throws: storage can be disabled (privacy settings, some in-app browsers). */
type Area = 'local' | 'session';

const areaOf = (area: Area): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);

export function readStorage(area: Area, key: string): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when it is null. */
export function writeStorage(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) areaOf(area).removeItem(key);
    else areaOf(area).setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only, which is the best we can do.
  }
}

export function readStorageJson(area: Area, key: string): unknown {
  const text = readStorage(area, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
