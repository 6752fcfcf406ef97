/** Minimal cookie access for the values the spec keeps in cookies (token parts, sidebar state). */

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
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
