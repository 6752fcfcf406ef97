/**
 * Error reports leave our systems (a third-party error-reporting service, spec §9): before one is
 * sent, this removes what identifies a partner or opens an account — tokens and cookies, card fields,
 * business and mobile numbers, e-mail addresses — from every string and every field of it (message,
 * exception values, breadcrumbs, request headers, data, query strings and URLs). The browser and the
 * server use the same function. Plain code, no dependency.
 */

export const FILTERED = '[Filtered]';

/** Field names whose whole value is personal or secret, whatever it looks like. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookies?|set-cookie|x-[\w-]*token[\w-]*|[\w-]*token[\w-]*|[\w-]*password[\w-]*|[\w-]*passwd[\w-]*|pwd(_2digit)?|card_?(number|no)|cardnumber|expiry|exp_(month|year)|birth(day|date)?|biz_?no|business_?number|phone(_?no)?|mobile(_?(no|number))?|mobileno|e-?mail|tax_bill_email|otp|totp_code|code_verifier|secret)$/i;

/** `name=value` pairs in query strings, fragments and form bodies that carry a secret. */
const SECRET_PARAM =
  /([?&#;]|^|\s)((?:access_?token|refresh_?token|id_?token|token|password|pwd(?:_2digit)?|otp|card_?number|expiry|birth|refreshToken|accessToken)=)[^&#\s]*/gi;

const TEXT_PATTERNS: [RegExp, string][] = [
  // Bearer credentials and JWTs (three base64url parts, the first a JSON header).
  [/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${FILTERED}`],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, FILTERED],
  [/[\w.%+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // Card numbers: 13–19 digits, in groups or not (before the shorter numbers below).
  [/\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{1,7}\b/g, '[card]'],
  // Mobile numbers 010/011/016–019, with or without separators (spec §5).
  [/\b01[016789][ .-]?\d{3,4}[ .-]?\d{4}\b/g, '[mobile]'],
  // Business registration numbers: 10 digits, written 123-45-67890 or run together.
  [/\b\d{3}-\d{2}-\d{5}\b/g, '[biz-no]'],
  [/\b\d{10}\b/g, '[biz-no]'],
];

export function scrubText(text: string): string {
  let result = text.replace(SECRET_PARAM, `$1$2${FILTERED}`);
  for (const [pattern, replacement] of TEXT_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

const MAX_DEPTH = 24;

function scrubValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH || seen.has(value)) return FILTERED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] =
      SECRET_KEY.test(key) && item !== null && item !== undefined
        ? FILTERED
        : scrubValue(item, depth + 1, seen);
  }
  return result;
}

/**
 * A copy of an error report (or breadcrumb, or any JSON-like value) with personal data removed.
 * Numbers, booleans and the shape stay as they were.
 */
export function scrubPersonalData<T>(report: T): T {
  return scrubValue(report, 0, new WeakSet()) as T;
}

/**
 * What the error-reporting SDK may collect on its own (Sentry 11 `dataCollection`, which replaced
 * `sendDefaultPii`; this is its `sendDefaultPii: false` and stricter): no user, cookies, headers,
 * bodies or query parameters. The scrubber above still runs on whatever is sent.
 */
export const MINIMAL_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
} as const;
