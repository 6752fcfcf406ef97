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

// One parsed value per stored text: a screen that renders what it read (the menu, from the session)
// gets the same object until the text changes, so React sees nothing new. Callers never change it.
const parsed = new Map<string, { text: string; value: unknown }>();

export function readStorageJson(area: Area, key: string): unknown {
  const text = readStorage(area, key);
  if (text === null) return null;
  const cacheKey = `${area}:${key}`;
  const cached = parsed.get(cacheKey);
  if (cached?.text === text) return cached.value;
  let value: unknown = null;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (written by hand or by an older version): as if nothing were stored.
  }
  parsed.set(cacheKey, { text, value });
  return value;
}
