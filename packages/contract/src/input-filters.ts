/**
 * Input filters of spec §5, applied as the user types. No zod here, so the SPA's entry pages can
 * use them without loading the schema library; validation.ts re-exports them.
 */
const KOREAN_PATTERN = /[\u1100-\u11FF\u3131-\u318E\uAC00-\uD7A3]/g;
// Pictographs, flag letters, skin tones, ZWJ, variation selectors, keycap mark and the tag characters of
// subdivision flags. Alternatives rather than one character class: no-misleading-character-class.
const EMOJI_PATTERN =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200D|\uFE0E|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}]/gu;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
export const stripKorean = (value: string): string => value.replace(KOREAN_PATTERN, '');
export const forceLowercase = (value: string): string => value.toLowerCase();
export const stripEmoji = (value: string): string => value.replace(EMOJI_PATTERN, '');

// C0 control characters and DEL, but for tab, line feed and carriage return (multi-line text). NUL in
// particular cannot be stored in a PostgreSQL text column.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** A JSON-schema pattern of text free of those characters, as the API document declares it. */
export const NO_CONTROL_CHARACTER_PATTERN = `^[^${CONTROL_CHARACTER.source.slice(1, -1)}]*$`;

/**
 * Where in `value` (a request body, query or params) the first text with a control character sits:
 * `a.b.0`. Walked with a list, not recursion, so a body nested thousands deep cannot exhaust the stack.
 */
export function controlCharacterPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const children: [unknown, string][] = [];
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return childPath;
      children.push([child, childPath]);
    }
    // Reversed, so the first field is looked at first.
    pending.push(...children.reverse());
  }
  return undefined;
}
