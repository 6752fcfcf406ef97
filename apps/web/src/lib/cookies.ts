/** Minimal cookie access for the values the spec keeps in cookies (token parts, sidebar state). */

export function readCookie(name: string): string | null {
  return readCookies([name])[0]!;
}

/**
 * Several cookies from one read of `document.cookie`: each read is a round trip to the browser's
 * cookie store, and the token (three cookies) is read on every call the app makes.
 */
export function readCookies(names: readonly string[]): (string | null)[] {
  const entries = document.cookie.split('; ');
  return names.map((name) => {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = entries.find((part) => part.startsWith(prefix));
    return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
  });
}

export function writeCookie(name: string, value: string, options: { expires?: Date } = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { expires: new Date(0) });
}
