/**
 * What alimtalk messages and their SMS/LMS fallback share with the provider: the `#{변수}` form of
 * template variables, and which text message a text becomes when KakaoTalk cannot take it.
 */

/** `#{요금제}` whether the hub passes `요금제` or `#{요금제}` (Solapi's SDK accepts both the same way). */
export const variableKey = (name: string): string => (/^#\{.+\}$/.test(name) ? name : `#{${name}}`);

export const alimtalkVariables = (variables: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(variables).map(([name, value]) => [variableKey(name), value]));

/** An SMS carries 90 bytes of EUC-KR; a longer text goes as an LMS. */
const SMS_BYTES = 90;

/**
 * Bytes of the text in EUC-KR, as Korean carriers count them: one per ASCII character, two per
 * Hangul syllable or other character (EUC-KR has no wider ones; what it cannot encode at all the
 * provider refuses, which the sandbox does not model).
 */
export const eucKrLength = (text: string): number =>
  [...text].reduce((bytes, character) => bytes + (character.codePointAt(0)! < 0x80 ? 1 : 2), 0);

export const textMessageType = (text: string): 'sms' | 'lms' =>
  eucKrLength(text) <= SMS_BYTES ? 'sms' : 'lms';
