/**
 * Server configuration: every environment variable the server reads is read here, once, by one zod
 * schema. Each variable carries its default, a one-line description with its unit, and what it
 * accepts; the README's configuration table is generated from `configVariables`
 * (`npm run docs:config`, checked by config.test.ts). A bad value stops start-up: `loadConfig`
 * throws a `ConfigError` naming each variable and what it accepts, never echoing a secret.
 */
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { LOGIN_THROTTLE, OPERATOR } from '@partner-portal/contract/constants';
import { UPLOAD_RATE_LIMIT } from '@partner-portal/contract/image-uploads';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import { isValidBusinessNumber } from '@partner-portal/contract/validation';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The legal texts shipped with the server (front matter + Markdown, one file per version). */
export const DEFAULT_TERMS_DIR = `${REPO_ROOT}apps/server/content/terms`;

/** What the docs and the error messages say about a variable, beside its `.describe()` one-liner. */
interface VariableDoc {
  /** The values accepted, as in "expected <accepts>". */
  accepts: string;
  /** The default as documented, when the parsed one would mislead (an absolute path, a mode-dependent value). */
  shownDefault?: string;
  /** Never echoed in an error message. */
  secret?: boolean;
}

const variableDocs = z.registry<VariableDoc>();

function variable<T extends z.ZodType>(schema: T, description: string, doc: VariableDoc): T {
  const described = schema.describe(description);
  variableDocs.add(described, doc);
  return described;
}

/** `TRUST_PROXY`: 0 for none, a number of hops, or the proxies' addresses; undefined when it is neither. */
function trustedProxies(value: string): TrustedProxies | undefined {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops > 10 ? undefined : hops || false;
  }
  const addresses = value.split(',').map((address) => address.trim());
  const isAddress = (address: string) => {
    const [ip = '', bits, ...rest] = address.split('/');
    const max = isIP(ip) === 4 ? 32 : 128;
    return (
      isIP(ip) !== 0 &&
      rest.length === 0 &&
      (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max))
    );
  };
  return addresses.every(isAddress) ? addresses : undefined;
}

/** Digits only: `Number()` would take "", " 8080", "1e3" and "0x1f", and `-1` has no place here. */
const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const wholeNumberText = (min: number, max: number) => `a whole number from ${min} to ${max}`;
const flag = z.enum(['0', '1']);
/** A number a text message may come from: a phone number with its area code, or a 15XX–19XX line. */
const SENDER_NUMBER = /^(0\d{8,10}|1[5-9]\d{6})$/;
/** Where staff notifications go while the e-mail sandbox records them. */
const SANDBOX_STAFF_MAILBOX = 'operations@partner-portal.example';

/** Bytes of a base64url text without padding (as VAPID keys are written), or -1 for any other text. */
function decodedLength(text: string): number {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1;
}

/** Whether the private key is the public key's own (both base64url, P-256); a malformed one is refused on its own. */
function isKeyPair(publicKey: string, privateKey: string): boolean {
  if (decodedLength(publicKey) !== 65 || decodedLength(privateKey) !== 32) return true;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    // zero, or beyond the curve's order: no key at all
    return false;
  }
}

// The bench sets 100000000 to take the login limit out of its way.
const MAX_PER_WINDOW = 1_000_000_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const WINDOW = `${LOGIN_THROTTLE.windowMinutes} minutes`;
const DEFAULT_SENDER = 'no-reply@partner-portal.example';

const variables = z.object({
  PORT: variable(wholeNumber(0, 65535).default(8080), 'TCP port the server listens on (0: any free port)', {
    accepts: wholeNumberText(0, 65535),
  }),
  HOST: variable(
    z.string().default('127.0.0.1'),
    'address the server listens on (`0.0.0.0` for every IPv4 interface)',
    { accepts: 'an IP address or host name' },
  ),
  DATA_DIR: variable(
    z.string().default(`${REPO_ROOT}data`),
    'embedded mode: folder of the PGlite database, the generated secrets and the uploads; locked by one server process',
    { accepts: 'a folder path', shownDefault: '`data/` in the repository' },
  ),
  DATABASE_URL: variable(
    z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    'PostgreSQL connection string; setting it switches to production mode',
    { accepts: 'a postgres:// or postgresql:// URL' },
  ),
  DATABASE_POOL_SIZE: variable(
    wholeNumber(1, 100).default(10),
    'connections in the node-postgres pool of each server process (production mode)',
    { accepts: wholeNumberText(1, 100) },
  ),
  JWT_SECRET: variable(
    z.string().min(32).optional(),
    'secret signing the access tokens and keying the hashed client addresses; required with `DATABASE_URL`',
    { accepts: 'at least 32 characters', shownDefault: 'generated in `DATA_DIR`', secret: true },
  ),
  FIELD_ENCRYPTION_KEY: variable(
    z.string().min(32).optional(),
    'key sealing sensitive fields at rest (AES-256-GCM, e.g. the settlement account number); required with `DATABASE_URL`',
    { accepts: 'at least 32 characters', shownDefault: 'generated in `DATA_DIR`', secret: true },
  ),
  UPLOADS_DIR: variable(
    z.string().optional(),
    'folder of uploaded images (case photos, company logos) with `STORAGE=local`',
    { accepts: 'a folder path', shownDefault: '`DATA_DIR/uploads`' },
  ),
  STORAGE: variable(
    z.enum(['local', 's3']).default('local'),
    'where uploaded images live: `local` (the `UPLOADS_DIR` folder; several instances need it on a shared volume) or `s3`, an S3-compatible bucket every instance shares (AWS S3, MinIO, Cloudflare R2) with credentials the AWS SDK way (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, a profile or an instance role)',
    { accepts: 'local or s3' },
  ),
  S3_BUCKET: variable(
    z.string().min(3).max(63).optional(),
    'bucket of the uploaded images; required with `STORAGE=s3`',
    {
      accepts: 'a bucket name (3 to 63 characters)',
    },
  ),
  S3_REGION: variable(
    z.string().min(1).default('us-east-1'),
    'region of the bucket (`auto` for Cloudflare R2)',
    { accepts: 'a region name' },
  ),
  S3_ENDPOINT: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    'endpoint of an S3-compatible service other than AWS (MinIO, R2)',
    { accepts: 'an http(s) URL', shownDefault: '— (AWS S3)' },
  ),
  S3_FORCE_PATH_STYLE: variable(
    flag.default('0'),
    '`1`: the bucket goes in the path, not the host name (MinIO and most self-hosted services)',
    { accepts: '0 or 1' },
  ),
  NICEPAY_CLIENT_KEY: variable(
    z.string().optional(),
    'NicePay client key; with `NICEPAY_SECRET_KEY` real card payments replace the built-in sandbox',
    { accepts: 'text (goes with NICEPAY_SECRET_KEY)', shownDefault: '— (the built-in sandbox)' },
  ),
  NICEPAY_SECRET_KEY: variable(
    z.string().min(16).optional(),
    'NicePay secret key (goes with `NICEPAY_CLIENT_KEY`)',
    {
      accepts: 'at least 16 characters',
      secret: true,
    },
  ),
  NICEPAY_ENVIRONMENT: variable(
    z.enum(['live', 'test']).default('live'),
    "which NicePay hosts real keys talk to: `test` is NicePay's own sandbox",
    { accepts: 'live or test' },
  ),
  NICE_CLIENT_ID: variable(
    z.string().optional(),
    'NICE identity verification client id; with the token and product id real verification replaces the sandbox',
    {
      accepts: 'text (goes with NICE_ACCESS_TOKEN and NICE_PRODUCT_ID)',
      shownDefault: '— (the built-in sandbox)',
    },
  ),
  NICE_ACCESS_TOKEN: variable(z.string().optional(), 'NICE identity verification access token', {
    accepts: 'text',
    secret: true,
  }),
  NICE_PRODUCT_ID: variable(z.string().optional(), 'NICE identity verification product id', {
    accepts: 'text',
  }),
  SMTP_URL: variable(
    z.url({ protocol: /^smtps?$/ }).optional(),
    'SMTP server that sends notification e-mails (the events partners chose by e-mail, staff alerts); without it the built-in sandbox records them (`GET /notification-sandbox/messages`); required with `DATABASE_URL`',
    {
      accepts: 'an smtp:// or smtps:// URL (user and password in it)',
      shownDefault: '— (the built-in sandbox)',
      secret: true,
    },
  ),
  NOTIFY_FROM: variable(
    z.string().min(3).default(`리모델링마켓 <${DEFAULT_SENDER}>`),
    'the From of notification e-mails',
    { accepts: 'a name and address, e.g. 리모델링마켓 <no-reply@example.com>' },
  ),
  STAFF_ALERT_EMAIL: variable(
    z.email().optional(),
    'the operations mailbox staff notifications are mailed to (a consultation request, a partnership inquiry, a deposit awaited over 24 hours, a renewal failed for good); required with `SMTP_URL`',
    { accepts: 'an e-mail address', shownDefault: '`operations@partner-portal.example` (sandbox only)' },
  ),
  ALIMTALK_PROVIDER: variable(
    z.enum(['sandbox', 'solapi']).default('sandbox'),
    'who sends KakaoTalk alimtalk, with an SMS or LMS when KakaoTalk cannot deliver: `solapi` (the keys below) or `sandbox`, which only records the messages (`GET /notification-sandbox/messages`); with `DATABASE_URL` the sandbox needs `SANDBOX_PROVIDERS=1`',
    { accepts: 'sandbox or solapi' },
  ),
  SOLAPI_API_KEY: variable(
    z.string().min(1).optional(),
    'Solapi API key; required with `ALIMTALK_PROVIDER=solapi`',
    { accepts: 'text (goes with SOLAPI_API_SECRET)' },
  ),
  SOLAPI_API_SECRET: variable(
    z.string().min(16).optional(),
    'Solapi API secret, which signs every call (goes with `SOLAPI_API_KEY`)',
    { accepts: 'at least 16 characters', secret: true },
  ),
  SOLAPI_BASE_URL: variable(
    z.url({ protocol: /^https?$/ }).default('https://api.solapi.com'),
    "Solapi's API address (another only for a proxy in between)",
    { accepts: 'an http(s) URL' },
  ),
  KAKAO_PF_ID: variable(
    z.string().min(1).optional(),
    "the KakaoTalk business channel's id at Solapi (`KA01PF…`) alimtalk is sent from; required with `ALIMTALK_PROVIDER=solapi`",
    { accepts: 'text' },
  ),
  SMS_SENDER_NUMBER: variable(
    z.string().transform(digitsOnly).pipe(z.string().regex(SENDER_NUMBER)).optional(),
    'the sender number of the SMS/LMS fallback, registered at Solapi; required with `ALIMTALK_PROVIDER=solapi`',
    { accepts: 'a Korean phone number (hyphens allowed), e.g. 1588-0000 or 02-123-4567' },
  ),
  VAPID_PUBLIC_KEY: variable(
    z
      .string()
      .refine((key) => decodedLength(key) === 65, 'not a P-256 public key')
      .optional(),
    'web push: the VAPID public key browsers subscribe with (goes with `VAPID_PRIVATE_KEY` and `VAPID_SUBJECT`; `npx web-push generate-vapid-keys` makes a pair); required with `DATABASE_URL`, as every instance must sign with the same keys',
    { accepts: 'a P-256 public key in base64url (87 characters)', shownDefault: 'generated in `DATA_DIR`' },
  ),
  VAPID_PRIVATE_KEY: variable(
    z
      .string()
      .refine((key) => decodedLength(key) === 32, 'not a P-256 private key')
      .optional(),
    'web push: the VAPID private key that signs every push (goes with `VAPID_PUBLIC_KEY`)',
    {
      accepts: 'a P-256 private key in base64url (43 characters)',
      shownDefault: 'generated in `DATA_DIR`',
      secret: true,
    },
  ),
  VAPID_SUBJECT: variable(
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/)
      .optional(),
    'web push: where push services reach the operator about its pushes; required with `VAPID_PUBLIC_KEY`',
    {
      accepts: 'a mailto: address or an https: URL',
      shownDefault: '`mailto:` and the address of `NOTIFY_FROM`',
    },
  ),
  RELAY_PROVIDER: variable(
    z.enum(['sandbox', 'http']).default('sandbox'),
    "who issues the relay numbers (안심번호) partners call an accepted lead's customer on: `http` (a 안심번호 provider's API, the two settings below) or `sandbox`, which issues made-up 0508 numbers that forward nowhere; with `DATABASE_URL` the sandbox needs `SANDBOX_PROVIDERS=1`",
    { accepts: 'sandbox or http' },
  ),
  RELAY_BASE_URL: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    "the relay provider's API address (`POST /v1/relays`, `DELETE /v1/relays/{id}`; platform/relay/http-relay-provider.ts); required with `RELAY_PROVIDER=http`",
    { accepts: 'an http(s) URL' },
  ),
  RELAY_API_KEY: variable(
    z.string().min(16).optional(),
    "the relay provider's API key, sent as a bearer token; required with `RELAY_PROVIDER=http`",
    { accepts: 'at least 16 characters', secret: true },
  ),
  TAX_INVOICE_PROVIDER: variable(
    z.enum(['sandbox', 'popbill']).default('sandbox'),
    "who issues the 전자세금계산서 and 현금영수증: `popbill` (Popbill's REST API, the settings below) or `sandbox`, which issues into its own table with made-up NTS approval numbers and refuses a wrong or closed business number (1018600006) and a document key used twice; with `DATABASE_URL` the sandbox needs `SANDBOX_PROVIDERS=1`",
    { accepts: 'sandbox or popbill' },
  ),
  TAX_INVOICE_BASE_URL: variable(
    z.url({ protocol: /^https?$/ }).default('https://popbill.linkhub.co.kr'),
    "Popbill's API address (`POST /Taxinvoice`, `POST /Cashbill`, lookups; platform/tax-invoice/popbill-tax-invoice.ts); its test host for Popbill's test environment",
    { accepts: 'an http(s) URL' },
  ),
  TAX_INVOICE_AUTH_URL: variable(
    z.url({ protocol: /^https?$/ }).default('https://auth.linkhub.co.kr'),
    "Linkhub's token service Popbill's calls authenticate through",
    { accepts: 'an http(s) URL' },
  ),
  TAX_INVOICE_LINK_ID: variable(
    z.string().min(1).optional(),
    'the LinkID Linkhub issued; required with `TAX_INVOICE_PROVIDER=popbill`',
    { accepts: 'text' },
  ),
  TAX_INVOICE_SECRET_KEY: variable(
    z.string().min(16).optional(),
    "Linkhub's secret key (base64) for the LinkID; required with `TAX_INVOICE_PROVIDER=popbill`",
    { accepts: 'at least 16 characters', secret: true },
  ),
  TAX_INVOICE_USER_ID: variable(
    z.string().min(1).optional(),
    "the Popbill user (of the operator's Popbill account, 사업자번호 of OPERATOR) who issues; required with `TAX_INVOICE_PROVIDER=popbill`",
    { accepts: 'text' },
  ),
  TAX_INVOICE_TEST: variable(
    flag.default('0'),
    "`1` uses Popbill's test environment (its token service's POPBILL_TEST path; point `TAX_INVOICE_BASE_URL` at its test host)",
    { accepts: '0 or 1' },
  ),
  SANDBOX_PROVIDERS: variable(
    flag.default('0'),
    'production mode: `1` runs the built-in payment, identity, alimtalk, e-mail and relay-number sandboxes in place of missing NicePay, NICE, Solapi, SMTP and relay settings (a test card pays, anyone verifies as anyone, messages are only recorded, relay numbers forward nowhere) and, without VAPID keys, signs web push with keys generated in `DATA_DIR`, warned at every start; without it missing keys stop start-up',
    { accepts: '0 or 1' },
  ),
  SEED_DEMO: variable(
    flag.optional(),
    'seed the demo partner and content on start (`1`) or not (`0`); the demo staff (README passwords) only in embedded mode, never with `DATABASE_URL`, where `1` is warned at every start',
    {
      accepts: '0 or 1',
      shownDefault: '`1` embedded, `0` with `DATABASE_URL`',
    },
  ),
  TRUST_PROXY: variable(
    z
      .string()
      .default('0')
      .transform((value, context) => {
        const trusted = trustedProxies(value);
        if (trusted === undefined)
          context.addIssue({ code: 'invalid_format', format: 'proxies', input: value });
        return trusted ?? false;
      }),
    'behind a load balancer: how many proxy hops (`1`: the one in front) or which proxy addresses (`10.0.0.1,10.0.0.2`, CIDR ranges allowed) to trust; the client address is read from the right of `X-Forwarded-For`, so what a client writes on its left changes nothing',
    {
      accepts: 'a number of hops from 0 to 10, or comma-separated IP addresses or CIDR ranges',
      shownDefault: '`0` (no proxy)',
    },
  ),
  LOG_LEVEL: variable(
    z.enum(LOG_LEVELS).default('info'),
    'pino log level; secrets, tokens, cookies and query strings are never logged',
    { accepts: `one of ${LOG_LEVELS.join(', ')}` },
  ),
  WEB_DIST: variable(
    z.string().default(`${REPO_ROOT}apps/web/dist`),
    'folder of the built SPA the server serves (`npm run build`)',
    { accepts: 'a folder path', shownDefault: '`apps/web/dist` in the repository' },
  ),
  TERMS_DIR: variable(
    z.string().default(DEFAULT_TERMS_DIR),
    'folder of the legal texts, one Markdown file per version, loaded on every start',
    { accepts: 'a folder path', shownDefault: '`apps/server/content/terms` in the repository' },
  ),
  MALL_URL: variable(
    z.url({ protocol: /^https?$/ }).default('https://mall.partner-portal.example/sso'),
    "the partner mall's sign-on endpoint (allowed as a form target by the CSP)",
    { accepts: 'an http(s) URL' },
  ),
  RATE_LIMIT_LOGIN_PER_ADDRESS: variable(
    wholeNumber(1, MAX_PER_WINDOW).default(LOGIN_THROTTLE.addressAttemptsPerWindow),
    `login attempts per client address per ${WINDOW}`,
    { accepts: wholeNumberText(1, MAX_PER_WINDOW) },
  ),
  PORTAL_URL: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    "the portal's address as its users reach it, for links the server's commands print (a staff enrolment link)",
    { accepts: 'an http(s) URL', shownDefault: '`http://HOST:PORT`' },
  ),
  CLOCK_START: variable(
    z.iso.datetime({ offset: true }).optional(),
    "embedded mode only: the server's clock starts at this instant and runs on from it (trying renewals, retries and date windows by hand)",
    {
      accepts: 'an ISO date-time with its offset, e.g. 2027-03-01T10:00:00+09:00',
      shownDefault: '— (the real time)',
    },
  ),
  RATE_LIMIT_SIGNUP_PER_ADDRESS: variable(
    wholeNumber(1, MAX_PER_WINDOW).default(LOGIN_THROTTLE.signupsPerAddressPerWindow),
    `sign-ups and inquiries per client address per ${WINDOW} (identity checks 3×, ID availability checks 10× that)`,
    { accepts: wholeNumberText(1, MAX_PER_WINDOW) },
  ),
  RATE_LIMIT_UPLOADS: variable(
    wholeNumber(1, MAX_PER_WINDOW).default(UPLOAD_RATE_LIMIT.limit),
    `image uploads (logo, case photos, content images) per partner or staff member per ${UPLOAD_RATE_LIMIT.windowMinutes} minutes`,
    { accepts: wholeNumberText(1, MAX_PER_WINDOW) },
  ),
  IMAGE_CONCURRENCY: variable(
    wholeNumber(1, 16).default(2),
    'uploaded images each server process decodes at once (a large photo takes about 1 GB while it is decoded)',
    { accepts: wholeNumberText(1, 16) },
  ),
  IMAGE_QUEUE_LENGTH: variable(
    wholeNumber(0, 1000).default(20),
    'uploads that may wait for an image slot in each process; one more is answered 503 with Retry-After',
    { accepts: wholeNumberText(0, 1000) },
  ),
  RESERVED_BUSINESS_NUMBERS: variable(
    z
      .string()
      .default(OPERATOR.businessNumber)
      .transform((list) => list.split(',').map((number) => digitsOnly(number)))
      .pipe(z.array(z.string().refine(isValidBusinessNumber, 'not a valid business registration number'))),
    "business registration numbers no partner may sign up with: the provider's own and its affiliates'",
    { accepts: 'comma-separated business registration numbers (hyphens allowed)' },
  ),
  MARKETPLACE_SERVICE_TOKEN: variable(
    z.string().min(32).optional(),
    'bearer token the marketplace sends to record leads (`POST /service-api/internal/estimates`); unset: that call answers 404',
    { accepts: 'at least 32 characters', shownDefault: '— (leads cannot be sent)', secret: true },
  ),
  QUOTE_LINK_SECRET: variable(
    z.string().min(32).optional(),
    "key signing the customers' quote links (`/quote/<token>`, HMAC-SHA256); every instance needs the same one, and a new key voids the links already sent",
    { accepts: 'at least 32 characters', shownDefault: 'derived from `JWT_SECRET`', secret: true },
  ),
  REJOIN_HASH_SECRET: variable(
    z.string().min(32).optional(),
    "key of the hashes (HMAC-SHA256) a withdrawn account keeps of its CEO's DI and business number for the re-join check (5 years); every instance needs the same one, and a new key loses the check for accounts withdrawn before",
    { accepts: 'at least 32 characters', shownDefault: 'derived from `JWT_SECRET`', secret: true },
  ),
  SENTRY_DSN: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    'Sentry DSN: server errors answered with a 500 are reported there (traces sampled at 0.2, personal data scrubbed); without it the SDK is not even loaded',
    { accepts: 'a Sentry DSN (an http(s) URL)', shownDefault: '— (nothing reported)', secret: true },
  ),
  SENTRY_ENVIRONMENT: variable(
    z.string().max(64).default('production'),
    'environment name attached to the Sentry reports',
    { accepts: 'text of at most 64 characters' },
  ),
  CSP_CHANNEL_TALK: variable(
    flag.default('0'),
    "`1` when the SPA is built with `VITE_CHANNEL_TALK_PLUGIN_KEY`: the CSP then allows Channel Talk's hosts (cdn.channel.io, *.channel.io)",
    { accepts: '0 or 1' },
  ),
  CSP_ERROR_REPORT_ORIGIN: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    'when the SPA is built with `VITE_SENTRY_DSN`: the origin its reports go to (the DSN without key and path), allowed in the CSP',
    { accepts: 'an http(s) URL (only its origin is used)' },
  ),
});

type VariableName = keyof typeof variables.shape;

const REQUIRED_IN_PRODUCTION = 'required when DATABASE_URL is set (production mode)';
const SANDBOX_OPT_IN = 'SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only';

const envSchema = variables
  .refine((env) => !env.DATABASE_URL || env.JWT_SECRET, {
    message: REQUIRED_IN_PRODUCTION,
    path: ['JWT_SECRET'],
  })
  .refine((env) => !env.DATABASE_URL || env.FIELD_ENCRYPTION_KEY, {
    message: REQUIRED_IN_PRODUCTION,
    path: ['FIELD_ENCRYPTION_KEY'],
  })
  .refine((env) => !env.DATABASE_URL || !env.CLOCK_START, {
    message: 'not allowed with DATABASE_URL: production runs on the real time',
    path: ['CLOCK_START'],
  })
  .refine((env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.NICEPAY_CLIENT_KEY, {
    message: `${REQUIRED_IN_PRODUCTION}: without NicePay keys card payments would go to the built-in sandbox (${SANDBOX_OPT_IN})`,
    path: ['NICEPAY_CLIENT_KEY'],
  })
  .refine((env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.NICE_CLIENT_ID, {
    message: `${REQUIRED_IN_PRODUCTION}: without NICE keys identity verification would go to the built-in sandbox (${SANDBOX_OPT_IN})`,
    path: ['NICE_CLIENT_ID'],
  })
  .refine((env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.ALIMTALK_PROVIDER === 'solapi', {
    message: `${REQUIRED_IN_PRODUCTION}: \`solapi\` with its keys, or alimtalk would go to the built-in sandbox (${SANDBOX_OPT_IN})`,
    path: ['ALIMTALK_PROVIDER'],
  })
  .refine((env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.RELAY_PROVIDER === 'http', {
    message: `${REQUIRED_IN_PRODUCTION}: \`http\` with its address and key, or relay numbers would come from the built-in sandbox and reach no customer (${SANDBOX_OPT_IN})`,
    path: ['RELAY_PROVIDER'],
  })
  .refine(
    (env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.TAX_INVOICE_PROVIDER === 'popbill',
    {
      message: `${REQUIRED_IN_PRODUCTION}: \`popbill\` with its keys, or tax invoices would come from the built-in sandbox and reach no tax office (${SANDBOX_OPT_IN})`,
      path: ['TAX_INVOICE_PROVIDER'],
    },
  )
  .refine(
    (env) =>
      env.TAX_INVOICE_PROVIDER !== 'popbill' ||
      (env.TAX_INVOICE_LINK_ID && env.TAX_INVOICE_SECRET_KEY && env.TAX_INVOICE_USER_ID),
    {
      message:
        'TAX_INVOICE_LINK_ID, TAX_INVOICE_SECRET_KEY and TAX_INVOICE_USER_ID go with TAX_INVOICE_PROVIDER=popbill',
      path: ['TAX_INVOICE_PROVIDER'],
    },
  )
  .refine((env) => env.RELAY_PROVIDER !== 'http' || (env.RELAY_BASE_URL && env.RELAY_API_KEY), {
    message: 'RELAY_BASE_URL and RELAY_API_KEY go with RELAY_PROVIDER=http',
    path: ['RELAY_PROVIDER'],
  })
  .refine((env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.SMTP_URL, {
    message: `${REQUIRED_IN_PRODUCTION}: without it notification e-mails would go to the built-in sandbox (${SANDBOX_OPT_IN})`,
    path: ['SMTP_URL'],
  })
  .refine((env) => !env.DATABASE_URL || env.SANDBOX_PROVIDERS === '1' || env.VAPID_PUBLIC_KEY, {
    message: `${REQUIRED_IN_PRODUCTION}: without VAPID keys each instance would sign web push with keys of its own data folder (${SANDBOX_OPT_IN})`,
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine(
    (env) =>
      env.ALIMTALK_PROVIDER !== 'solapi' ||
      (env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.KAKAO_PF_ID && env.SMS_SENDER_NUMBER),
    {
      message:
        'SOLAPI_API_KEY, SOLAPI_API_SECRET, KAKAO_PF_ID and SMS_SENDER_NUMBER go with ALIMTALK_PROVIDER=solapi',
      path: ['ALIMTALK_PROVIDER'],
    },
  )
  .refine((env) => !env.SMTP_URL || env.STAFF_ALERT_EMAIL, {
    message: 'required with SMTP_URL: staff notifications are mailed there',
    path: ['STAFF_ALERT_EMAIL'],
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET, {
    message: 'required with STORAGE=s3',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.NICEPAY_CLIENT_KEY === !env.NICEPAY_SECRET_KEY, {
    message: 'NICEPAY_CLIENT_KEY and NICEPAY_SECRET_KEY go together: set both or neither',
    path: ['NICEPAY_CLIENT_KEY'],
  })
  .refine((env) => !env.NICE_CLIENT_ID || (env.NICE_ACCESS_TOKEN && env.NICE_PRODUCT_ID), {
    message: 'NICE_ACCESS_TOKEN and NICE_PRODUCT_ID go with NICE_CLIENT_ID',
    path: ['NICE_CLIENT_ID'],
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine(
    (env) =>
      !env.VAPID_PUBLIC_KEY ||
      !env.VAPID_PRIVATE_KEY ||
      isKeyPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
    { message: 'not the private key of VAPID_PUBLIC_KEY', path: ['VAPID_PRIVATE_KEY'] },
  )
  .refine((env) => !env.VAPID_PUBLIC_KEY || env.VAPID_SUBJECT, {
    message: 'required with VAPID_PUBLIC_KEY: push services write to the operator there',
    path: ['VAPID_SUBJECT'],
  });

/** One environment variable of the server, for the docs generator. */
export interface ConfigVariable {
  name: VariableName;
  /** As documented (Markdown); undefined when the variable has none. */
  default: string | undefined;
  /** One line, with the unit. */
  description: string;
  /** The values accepted. */
  accepts: string;
  secret: boolean;
}

function docOf(name: VariableName): { schema: z.ZodType; doc: VariableDoc } {
  const schema = variables.shape[name];
  const doc = variableDocs.get(schema);
  if (!doc) throw new Error(`${name} has no documentation`);
  return { schema, doc };
}

/** Every variable the server reads, in schema order. */
export const configVariables: readonly ConfigVariable[] = (
  Object.keys(variables.shape) as VariableName[]
).map((name) => {
  const { schema, doc } = docOf(name);
  const parsedDefault = schema instanceof z.ZodDefault ? `\`${String(schema.def.defaultValue)}\`` : undefined;
  return {
    name,
    default: doc.shownDefault ?? parsedDefault,
    description: schema.description ?? '',
    accepts: doc.accepts,
    secret: doc.secret ?? false,
  };
});

/**
 * Which proxies in front of the server are trusted to report the client's address: none, a number of
 * hops counted from the server, or their addresses (Fastify's `trustProxy`).
 */
export type TrustedProxies = false | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded mode: PGlite in this folder. Production: PostgreSQL at `databaseUrl`. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  fieldEncryptionKey: string | undefined;
  uploadsDir: string;
  /**
   * With STORAGE=s3, the bucket uploads go to instead of `uploadsDir` (the storage adapter's
   * `S3StorageConfig`, spelled out so this module stays light).
   */
  s3: { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean } | undefined;
  /** Real NICE identity verification when configured; the sandbox otherwise. */
  nice: { clientId: string; accessToken: string; productId: string } | undefined;
  /**
   * Real NicePay card payments when configured; the in-server sandbox otherwise. (The gateway's
   * `NicePayConfig`, spelled out so this module imports no feature and the docs script stays light.)
   */
  nicepay: { clientKey: string; secretKey: string; environment: 'live' | 'test' } | undefined;
  /** The demo partner and content; the demo staff, whose passwords are published, only in embedded mode. */
  demoSeed: { partner: boolean; staff: boolean };
  trustProxy: TrustedProxies;
  logLevel: string;
  webDist: string;
  /** Legal texts loaded at start; a new version is published by adding its file and restarting. */
  termsDir: string;
  mallUrl: string;
  /** Notification e-mails over SMTP when configured; the e-mail sandbox records them otherwise. */
  email: { smtpUrl: string; from: string } | undefined;
  /**
   * Real alimtalk (with its SMS/LMS fallback) over Solapi with `ALIMTALK_PROVIDER=solapi`; the sandbox
   * otherwise. (The channel's `SolapiSettings`, spelled out so this module stays light.)
   */
  solapi:
    { apiKey: string; apiSecret: string; baseUrl: string; pfId: string; senderNumber: string } | undefined;
  /** Relay numbers over the HTTP provider with `RELAY_PROVIDER=http`; the sandbox otherwise. */
  relay: { baseUrl: string; apiKey: string } | undefined;
  /** Tax documents over Popbill with `TAX_INVOICE_PROVIDER=popbill`; the sandbox otherwise. */
  popbill:
    | { baseUrl: string; authUrl: string; linkId: string; secretKey: string; userId: string; test: boolean }
    | undefined;
  /** The operations mailbox staff notifications are mailed to. */
  staffAlertEmail: string;
  /**
   * Web push's VAPID contact and keys (base64url, P-256). No keys: the server generates a pair in
   * `dataDir` (embedded mode, or production with SANDBOX_PROVIDERS=1).
   */
  webPush: { subject: string; keys: { publicKey: string; privateKey: string } | undefined };
  /** Embedded mode: the clock starts at this instant instead of the real time. */
  clockStart: Date | undefined;
  /** The portal's address as its users reach it, without a trailing slash. */
  portalUrl: string;
  /** The marketplace's service token for recording leads; none: the call is refused. */
  marketplaceServiceToken: string | undefined;
  /** Signs the customers' quote links; none: a key derived from the JWT secret. */
  quoteLinkSecret: string | undefined;
  rejoinHashSecret: string | undefined;
  /** Per client address, per login-throttle window (LOGIN_THROTTLE.windowMinutes); uploads per sender per UPLOAD_RATE_LIMIT window. */
  limits: { loginPerAddress: number; signupPerAddress: number; uploadsPerSender: number };
  /** Images decoded at once per process, and how many uploads may wait for a slot. */
  imageQueue: { concurrency: number; maxWaiting: number };
  /** Digits of the business numbers refused at sign-up (the provider's own by default). */
  reservedBusinessNumbers: string[];
  /** Server 500s reported to Sentry when a DSN is set. */
  sentry: { dsn: string; environment: string } | undefined;
  /** What the SPA was built to load, for the CSP. */
  browserThirdParties: { channelTalk: boolean; errorReportOrigin?: string };
}

/** A configuration refused at start-up: one line per problem, secrets never echoed. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Hides the password of a connection string, even of one too malformed to parse. */
function withoutPassword(url: string): string {
  const at = url.lastIndexOf('@');
  if (at < 0) return url;
  const scheme = url.indexOf('://');
  const start = scheme >= 0 && scheme < at ? scheme + 3 : 0;
  const colon = url.indexOf(':', start);
  return colon >= 0 && colon < at ? `${url.slice(0, colon + 1)}***${url.slice(at)}` : url;
}

function shownValue(name: VariableName, value: string): string {
  if (docOf(name).doc.secret) return `a value of ${value.length} characters (not shown)`;
  return JSON.stringify(name === 'DATABASE_URL' ? withoutPassword(value) : value);
}

function describeIssue(issue: z.core.$ZodIssue, vars: Record<string, string>): string {
  const name = issue.path[0];
  if (typeof name !== 'string' || !(name in variables.shape)) return issue.message;
  const key = name as VariableName;
  // Cross-field refinements say what is missing; a value of the wrong shape is answered with what fits.
  if (issue.code === 'custom') return `${key}: ${issue.message}`;
  const value = vars[key];
  const got = value === undefined ? 'nothing' : shownValue(key, value);
  return `${key}: expected ${docOf(key).doc.accepts}, got ${got}`;
}

/**
 * Reads the server's configuration from `env` (the process environment by default). An empty
 * variable counts as unset. Throws `ConfigError` when a value is refused.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const vars: Record<string, string> = {};
  for (const name of Object.keys(variables.shape)) {
    const value = env[name];
    if (value !== undefined && value !== '') vars[name] = value;
  }
  const parsed = envSchema.safeParse(vars);
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map((issue) => describeIssue(issue, vars)))];
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  // Embedded mode seeds the demo by default; production only when asked.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY,
    uploadsDir: e.UPLOADS_DIR ?? `${e.DATA_DIR}/uploads`,
    s3:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
            forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
    nicepay:
      e.NICEPAY_CLIENT_KEY && e.NICEPAY_SECRET_KEY
        ? {
            clientKey: e.NICEPAY_CLIENT_KEY,
            secretKey: e.NICEPAY_SECRET_KEY,
            environment: e.NICEPAY_ENVIRONMENT,
          }
        : undefined,
    nice:
      e.NICE_CLIENT_ID && e.NICE_ACCESS_TOKEN && e.NICE_PRODUCT_ID
        ? { clientId: e.NICE_CLIENT_ID, accessToken: e.NICE_ACCESS_TOKEN, productId: e.NICE_PRODUCT_ID }
        : undefined,
    demoSeed: { partner: seedDemo, staff: seedDemo && !e.DATABASE_URL },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    termsDir: e.TERMS_DIR,
    mallUrl: e.MALL_URL,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    portalUrl: (e.PORTAL_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    email: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.NOTIFY_FROM } : undefined,
    solapi:
      e.ALIMTALK_PROVIDER === 'solapi' &&
      e.SOLAPI_API_KEY &&
      e.SOLAPI_API_SECRET &&
      e.KAKAO_PF_ID &&
      e.SMS_SENDER_NUMBER
        ? {
            apiKey: e.SOLAPI_API_KEY,
            apiSecret: e.SOLAPI_API_SECRET,
            baseUrl: e.SOLAPI_BASE_URL,
            pfId: e.KAKAO_PF_ID,
            senderNumber: e.SMS_SENDER_NUMBER,
          }
        : undefined,
    relay:
      e.RELAY_PROVIDER === 'http' && e.RELAY_BASE_URL && e.RELAY_API_KEY
        ? { baseUrl: e.RELAY_BASE_URL, apiKey: e.RELAY_API_KEY }
        : undefined,
    popbill:
      e.TAX_INVOICE_PROVIDER === 'popbill' &&
      e.TAX_INVOICE_LINK_ID &&
      e.TAX_INVOICE_SECRET_KEY &&
      e.TAX_INVOICE_USER_ID
        ? {
            baseUrl: e.TAX_INVOICE_BASE_URL,
            authUrl: e.TAX_INVOICE_AUTH_URL,
            linkId: e.TAX_INVOICE_LINK_ID,
            secretKey: e.TAX_INVOICE_SECRET_KEY,
            userId: e.TAX_INVOICE_USER_ID,
            test: e.TAX_INVOICE_TEST === '1',
          }
        : undefined,
    staffAlertEmail: e.STAFF_ALERT_EMAIL ?? SANDBOX_STAFF_MAILBOX,
    webPush: {
      subject: e.VAPID_SUBJECT ?? `mailto:${/[^\s<>]+@[^\s<>]+/.exec(e.NOTIFY_FROM)?.[0] ?? DEFAULT_SENDER}`,
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
    },
    marketplaceServiceToken: e.MARKETPLACE_SERVICE_TOKEN,
    quoteLinkSecret: e.QUOTE_LINK_SECRET,
    rejoinHashSecret: e.REJOIN_HASH_SECRET,
    limits: {
      loginPerAddress: e.RATE_LIMIT_LOGIN_PER_ADDRESS,
      signupPerAddress: e.RATE_LIMIT_SIGNUP_PER_ADDRESS,
      uploadsPerSender: e.RATE_LIMIT_UPLOADS,
    },
    imageQueue: { concurrency: e.IMAGE_CONCURRENCY, maxWaiting: e.IMAGE_QUEUE_LENGTH },
    reservedBusinessNumbers: e.RESERVED_BUSINESS_NUMBERS,
    sentry: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT } : undefined,
    browserThirdParties: {
      channelTalk: e.CSP_CHANNEL_TALK === '1',
      ...(e.CSP_ERROR_REPORT_ORIGIN ? { errorReportOrigin: new URL(e.CSP_ERROR_REPORT_ORIGIN).origin } : {}),
    },
  };
}

/**
 * What a production start must shout about: a sandbox standing in for a real provider
 * (SANDBOX_PROVIDERS=1), or the demo partner with its published password (SEED_DEMO=1). Logged at
 * every start.
 */
export function productionWarnings(config: ServerConfig): string[] {
  if (!config.databaseUrl) return [];
  return [
    ...(config.nicepay
      ? []
      : ['SANDBOX_PROVIDERS=1: card payments go to the built-in sandbox, where a test card pays for a plan']),
    ...(config.nice
      ? []
      : [
          'SANDBOX_PROVIDERS=1: identity verification goes to the built-in sandbox, where anyone verifies as anyone',
        ]),
    ...(config.solapi
      ? []
      : ['SANDBOX_PROVIDERS=1: alimtalk goes to the built-in sandbox, which only records the messages']),
    ...(config.email
      ? []
      : ['SANDBOX_PROVIDERS=1: notification e-mails go to the built-in sandbox, which only records them']),
    ...(config.relay
      ? []
      : [
          'SANDBOX_PROVIDERS=1: relay numbers (안심번호) come from the built-in sandbox and reach no customer',
        ]),
    ...(config.popbill
      ? []
      : ['SANDBOX_PROVIDERS=1: tax invoices come from the built-in sandbox and reach no tax office']),
    ...(config.webPush.keys
      ? []
      : [
          'SANDBOX_PROVIDERS=1: web push signs with keys generated in DATA_DIR, so only browsers subscribed through this instance get pushes from it',
        ]),
    ...(config.demoSeed.partner
      ? ['SEED_DEMO=1: the demo partner exists, with the password published in the README']
      : []),
  ];
}
