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
