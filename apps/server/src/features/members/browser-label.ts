/**
 * A browser as a person names it, from its User-Agent: the family and the system (`Chrome · Windows`),
 * for the new-browser sign-in notice. Nothing finer (no versions, no device model): enough for a
 * partner to tell their own browsers from someone else's.
 */

// Order matters: Edge, Whale, Samsung Internet, Opera and the in-app browsers also say Chrome or Safari.
const FAMILIES: [RegExp, string][] = [
  [/PartnerPortalApp/, '파트너 앱'],
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp/, '네이버 앱'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/Whale\//, 'Whale'],
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const nameIn = (patterns: [RegExp, string][], userAgent: string) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1];

export function browserLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const parts = [nameIn(FAMILIES, agent), nameIn(SYSTEMS, agent)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '알 수 없는 브라우저';
}
