/**
 * Korean particles chosen by the word they follow (을/를, 이/가, 은/는, 과/와, 으로/로), so messages
 * never read "업체명을(를)". A word ending in a consonant (받침) takes the first form; 으로/로 also
 * takes 로 after ㄹ. Digits and Latin letters are judged by how they are read aloud (1 일, 3 삼, L 엘).
 */

const PAIRS = {
  '을/를': ['을', '를'],
  '이/가': ['이', '가'],
  '은/는': ['은', '는'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
} as const;

export type ParticlePair = keyof typeof PAIRS;

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8;
/** Closing quotes and brackets are skipped: the particle attaches to the word inside them. */
const TRAILING_MARKS = /['"’”)\]}」』>\s]+$/u;
/** Final consonant index (0 = none) of how each digit is read: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS = [21, RIEUL, 0, 16, 0, 0, 1, RIEUL, RIEUL, 0];
/** Latin letters whose Korean reading ends in a consonant: 엘, 엠, 엔, 알. */
const LATIN_FINALS: Record<string, number> = { l: RIEUL, m: 16, n: 4, r: RIEUL };

/** Index of the final consonant of `word`'s last sound: 0 when it ends in a vowel. */
function finalConsonant(word: string): number {
  const last = word.replace(TRAILING_MARKS, '').slice(-1);
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
  if (/\d/.test(last)) return DIGIT_FINALS[Number(last)] ?? 0;
  return LATIN_FINALS[last.toLowerCase()] ?? 0;
}

/** The particle of `pair` that follows `word`. */
export function particle(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = PAIRS[pair];
  const final = finalConsonant(word);
  if (pair === '으로/로') return final === 0 || final === RIEUL ? afterVowel : afterConsonant;
  return final === 0 ? afterVowel : afterConsonant;
}

/** `word` followed by its particle: `withParticle('업체명', '을/를')` → '업체명을'. */
export const withParticle = (word: string, pair: ParticlePair): string => word + particle(word, pair);
