import { spawn } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { UPLOAD_RATE_LIMIT } from '@partner-portal/contract/image-uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configVariables, DEFAULT_TERMS_DIR, loadConfig, productionWarnings } from './config.js';
import { renderConfigTable, withConfigTable } from './config-docs.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The problems `loadConfig` reports for `env`, or none. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** A VAPID key pair as `npx web-push generate-vapid-keys` prints one. */
function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    // Padded to 32 bytes, as web-push pads it: about one key in 256 starts with a zero byte, which Node drops.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}
const VAPID = { ...vapidKeys(), VAPID_SUBJECT: 'mailto:ops@remodel.example' };

const PRODUCTION = {
  DATABASE_URL: 'postgres://portal:s3cret-pass@db.internal:5432/portal',
  JWT_SECRET: 'j'.repeat(32),
  FIELD_ENCRYPTION_KEY: 'f'.repeat(32),
  NICEPAY_CLIENT_KEY: 'client-key',
  NICEPAY_SECRET_KEY: 's'.repeat(16),
  NICE_CLIENT_ID: 'nice-client',
  NICE_ACCESS_TOKEN: 'nice-token',
  NICE_PRODUCT_ID: 'nice-product',
  ALIMTALK_PROVIDER: 'solapi',
  SOLAPI_API_KEY: 'NCSAPIKEY0000001',
  SOLAPI_API_SECRET: 'solapi-secret-0123456789abcdef01',
  KAKAO_PF_ID: 'KA01PF2026110201000000000000000',
  SMS_SENDER_NUMBER: '1588-0000',
  SMTP_URL: 'smtps://mailer:mail-secret@mail.internal:465',
  STAFF_ALERT_EMAIL: 'ops@remodel.example',
  RELAY_PROVIDER: 'http',
  RELAY_BASE_URL: 'https://relay.example/api',
  RELAY_API_KEY: 'relay-api-key-0123456789',
  TAX_INVOICE_PROVIDER: 'popbill',
  TAX_INVOICE_LINK_ID: 'REMODELMARKET',
  TAX_INVOICE_SECRET_KEY: 'cG9wYmlsbC1zZWNyZXQta2V5LTAxMjM=',
  TAX_INVOICE_USER_ID: 'rmk_admin',
  ...VAPID,
};
const NICE_KEYS = {
  NICE_CLIENT_ID: PRODUCTION.NICE_CLIENT_ID,
  NICE_ACCESS_TOKEN: PRODUCTION.NICE_ACCESS_TOKEN,
  NICE_PRODUCT_ID: PRODUCTION.NICE_PRODUCT_ID,
};
const WITHOUT_PROVIDERS = {
  DATABASE_URL: PRODUCTION.DATABASE_URL,
  JWT_SECRET: PRODUCTION.JWT_SECRET,
  FIELD_ENCRYPTION_KEY: PRODUCTION.FIELD_ENCRYPTION_KEY,
};

describe('server configuration', () => {
  it('parses an empty environment to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: `${REPO_ROOT}data`,
      uploadsDir: `${REPO_ROOT}data/uploads`,
      s3: undefined,
      databaseUrl: undefined,
      databasePoolSize: 10,
      jwtSecret: undefined,
      fieldEncryptionKey: undefined,
      nicepay: undefined,
      nice: undefined,
      demoSeed: { partner: true, staff: true },
      trustProxy: false,
      logLevel: 'info',
      webDist: `${REPO_ROOT}apps/web/dist`,
      termsDir: DEFAULT_TERMS_DIR,
      mallUrl: 'https://mall.partner-portal.example/sso',
      limits: { loginPerAddress: 50, signupPerAddress: 10, uploadsPerSender: 60 },
      imageQueue: { concurrency: 2, maxWaiting: 20 },
      clockStart: undefined,
      email: undefined,
      solapi: undefined,
      staffAlertEmail: 'operations@partner-portal.example',
      webPush: { subject: 'mailto:no-reply@partner-portal.example', keys: undefined },
      reservedBusinessNumbers: ['2208162517'],
    });
    expect(config.limits).toEqual({
      loginPerAddress: LOGIN_THROTTLE.addressAttemptsPerWindow,
      signupPerAddress: LOGIN_THROTTLE.signupsPerAddressPerWindow,
      uploadsPerSender: UPLOAD_RATE_LIMIT.limit,
    });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_POOL_SIZE: '20',
      UPLOADS_DIR: '/srv/uploads',
      NICEPAY_ENVIRONMENT: 'test',
      SEED_DEMO: '1',
      NOTIFY_FROM: '리모델링마켓 <no-reply@remodel.example>',
      SOLAPI_BASE_URL: 'https://solapi-proxy.internal',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      MALL_URL: 'https://mall.example/sso',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000000',
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '200',
      RATE_LIMIT_UPLOADS: '30',
      IMAGE_CONCURRENCY: '1',
      IMAGE_QUEUE_LENGTH: '0',
      RESERVED_BUSINESS_NUMBERS: '220-81-62517, 1208147521',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: PRODUCTION.DATABASE_URL,
      databasePoolSize: 20,
      uploadsDir: '/srv/uploads',
      nicepay: { clientKey: 'client-key', secretKey: 's'.repeat(16), environment: 'test' },
      nice: { clientId: 'nice-client', accessToken: 'nice-token', productId: 'nice-product' },
      demoSeed: { partner: true, staff: false },
      trustProxy: 1,
      logLevel: 'warn',
      mallUrl: 'https://mall.example/sso',
      limits: { loginPerAddress: 100_000_000, signupPerAddress: 200, uploadsPerSender: 30 },
      imageQueue: { concurrency: 1, maxWaiting: 0 },
      reservedBusinessNumbers: ['2208162517', '1208147521'],
      email: {
        smtpUrl: 'smtps://mailer:mail-secret@mail.internal:465',
        from: '리모델링마켓 <no-reply@remodel.example>',
      },
      solapi: {
        apiKey: 'NCSAPIKEY0000001',
        apiSecret: 'solapi-secret-0123456789abcdef01',
        baseUrl: 'https://solapi-proxy.internal',
        pfId: 'KA01PF2026110201000000000000000',
        senderNumber: '15880000',
      },
      staffAlertEmail: 'ops@remodel.example',
      webPush: {
        subject: 'mailto:ops@remodel.example',
        keys: { publicKey: VAPID.VAPID_PUBLIC_KEY, privateKey: VAPID.VAPID_PRIVATE_KEY },
      },
    });
    expect(loadConfig(PRODUCTION).demoSeed).toEqual({ partner: false, staff: false });
  });

  it('takes an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', RATE_LIMIT_LOGIN_PER_ADDRESS: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      limits: { loginPerAddress: 50 },
    });
  });

  it('refuses PORT=abc, naming the variable and what it accepts', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration:\n  PORT: expected a whole number from 0 to 65535, got "abc"',
    );
    for (const port of ['65536', '80.5', '1e3', '0x1f', ' 8080']) {
      expect(problemsOf({ PORT: port })).toEqual([
        `PORT: expected a whole number from 0 to 65535, got ${JSON.stringify(port)}`,
      ]);
    }
  });

  it('refuses a negative or non-numeric rate limit instead of silently turning limiting off', () => {
    expect(problemsOf({ RATE_LIMIT_LOGIN_PER_ADDRESS: '-1' })).toEqual([
      'RATE_LIMIT_LOGIN_PER_ADDRESS: expected a whole number from 1 to 1000000000, got "-1"',
    ]);
    expect(problemsOf({ RATE_LIMIT_LOGIN_PER_ADDRESS: '0' })).toHaveLength(1);
    expect(problemsOf({ RATE_LIMIT_SIGNUP_PER_ADDRESS: 'ten' })).toEqual([
      'RATE_LIMIT_SIGNUP_PER_ADDRESS: expected a whole number from 1 to 1000000000, got "ten"',
    ]);
  });

  it('refuses a reserved business number that is not one', () => {
    expect(problemsOf({ RESERVED_BUSINESS_NUMBERS: '220-81-62517,123' })).toEqual([
      expect.stringContaining('RESERVED_BUSINESS_NUMBERS'),
    ]);
  });

  it('refuses a malformed DATABASE_URL without echoing its password', () => {
    expect(problemsOf({ ...PRODUCTION, DATABASE_URL: 'not a url' })).toEqual([
      'DATABASE_URL: expected a postgres:// or postgresql:// URL, got "not a url"',
    ]);
    const problems = problemsOf({ ...PRODUCTION, DATABASE_URL: 'mysql://portal:hunter2@db:3306/portal' });
    expect(problems).toEqual([
      'DATABASE_URL: expected a postgres:// or postgresql:// URL, got "mysql://portal:***@db:3306/portal"',
    ]);
    const unparsable = problemsOf({ ...PRODUCTION, DATABASE_URL: 'portal:hunter2@db:5432 /portal' });
    expect(unparsable).toHaveLength(1);
    expect(unparsable[0]).toMatch(/^DATABASE_URL: expected/);
    expect(unparsable.join('\n')).not.toContain('hunter2');
  });

  it('never echoes a secret value', () => {
    const secrets = {
      JWT_SECRET: 'jwt-secret-too-short',
      FIELD_ENCRYPTION_KEY: 'field-key-too-short',
      NICEPAY_CLIENT_KEY: 'client-key',
      NICEPAY_SECRET_KEY: 'nicepay-short',
      SMTP_URL: 'http://mailer:mail-secret@mail.internal',
      SOLAPI_API_SECRET: 'solapi-short',
      STAFF_ALERT_EMAIL: 'ops@remodel.example',
    };
    const problems = problemsOf(secrets);
    expect(problems).toEqual([
      'JWT_SECRET: expected at least 32 characters, got a value of 20 characters (not shown)',
      'FIELD_ENCRYPTION_KEY: expected at least 32 characters, got a value of 19 characters (not shown)',
      'NICEPAY_SECRET_KEY: expected at least 16 characters, got a value of 13 characters (not shown)',
      'SMTP_URL: expected an smtp:// or smtps:// URL (user and password in it), got a value of 39 characters (not shown)',
      'SOLAPI_API_SECRET: expected at least 16 characters, got a value of 12 characters (not shown)',
    ]);
    for (const value of Object.values(secrets).filter((v) => v !== 'client-key')) {
      expect(problems.join('\n')).not.toContain(value);
    }
  });

  it('keeps the cross-field rules of production mode and of the gateways', () => {
    expect(problemsOf({ DATABASE_URL: PRODUCTION.DATABASE_URL, SANDBOX_PROVIDERS: '1' })).toEqual([
      'JWT_SECRET: required when DATABASE_URL is set (production mode)',
      'FIELD_ENCRYPTION_KEY: required when DATABASE_URL is set (production mode)',
    ]);
    expect(problemsOf({ NICEPAY_CLIENT_KEY: 'client-key' })).toEqual([
      'NICEPAY_CLIENT_KEY: NICEPAY_CLIENT_KEY and NICEPAY_SECRET_KEY go together: set both or neither',
    ]);
    expect(problemsOf({ NICE_CLIENT_ID: 'nice-client', NICE_ACCESS_TOKEN: 'token' })).toEqual([
      'NICE_CLIENT_ID: NICE_ACCESS_TOKEN and NICE_PRODUCT_ID go with NICE_CLIENT_ID',
    ]);
    expect(problemsOf({ ...PRODUCTION, CLOCK_START: '2027-03-01T10:00:00+09:00' })).toEqual([
      'CLOCK_START: not allowed with DATABASE_URL: production runs on the real time',
    ]);
  });

  it('refuses to start production without NicePay, NICE, Solapi, relay, SMTP and VAPID settings rather than mount the sandboxes', () => {
    expect(problemsOf(WITHOUT_PROVIDERS)).toEqual([
      'NICEPAY_CLIENT_KEY: required when DATABASE_URL is set (production mode): without NicePay keys card payments would go to the built-in sandbox (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
      'NICE_CLIENT_ID: required when DATABASE_URL is set (production mode): without NICE keys identity verification would go to the built-in sandbox (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
      'ALIMTALK_PROVIDER: required when DATABASE_URL is set (production mode): `solapi` with its keys, or alimtalk would go to the built-in sandbox (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
      'RELAY_PROVIDER: required when DATABASE_URL is set (production mode): `http` with its address and key, or relay numbers would come from the built-in sandbox and reach no customer (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
      'TAX_INVOICE_PROVIDER: required when DATABASE_URL is set (production mode): `popbill` with its keys, or tax invoices would come from the built-in sandbox and reach no tax office (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
      'SMTP_URL: required when DATABASE_URL is set (production mode): without it notification e-mails would go to the built-in sandbox (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
      'VAPID_PUBLIC_KEY: required when DATABASE_URL is set (production mode): without VAPID keys each instance would sign web push with keys of its own data folder (SANDBOX_PROVIDERS=1 runs the sandboxes on purpose, for a test deployment only)',
    ]);
    // Naming the sandbox does not make it acceptable.
    expect(problemsOf({ ...PRODUCTION, ALIMTALK_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^ALIMTALK_PROVIDER: required when DATABASE_URL is set/),
    ]);
    expect(problemsOf({ ...PRODUCTION, RELAY_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^RELAY_PROVIDER: required when DATABASE_URL is set/),
    ]);
    expect(problemsOf({ ...WITHOUT_PROVIDERS, ...NICE_KEYS, ...VAPID })).toEqual([
      expect.stringMatching(/^NICEPAY_CLIENT_KEY: required when DATABASE_URL is set/),
      expect.stringMatching(/^ALIMTALK_PROVIDER: required when DATABASE_URL is set/),
      expect.stringMatching(/^RELAY_PROVIDER: required when DATABASE_URL is set/),
      expect.stringMatching(/^TAX_INVOICE_PROVIDER: required when DATABASE_URL is set/),
      expect.stringMatching(/^SMTP_URL: required when DATABASE_URL is set/),
    ]);
    expect(productionWarnings(loadConfig(PRODUCTION))).toEqual([]);
  });

  it('runs the sandboxes in production only with SANDBOX_PROVIDERS=1, warning about each', () => {
    const config = loadConfig({ ...WITHOUT_PROVIDERS, SANDBOX_PROVIDERS: '1' });
    expect(config).toMatchObject({
      nicepay: undefined,
      nice: undefined,
      solapi: undefined,
      email: undefined,
      relay: undefined,
    });
    expect(config.webPush.keys).toBeUndefined();
    expect(productionWarnings(config)).toEqual([
      'SANDBOX_PROVIDERS=1: card payments go to the built-in sandbox, where a test card pays for a plan',
      'SANDBOX_PROVIDERS=1: identity verification goes to the built-in sandbox, where anyone verifies as anyone',
      'SANDBOX_PROVIDERS=1: alimtalk goes to the built-in sandbox, which only records the messages',
      'SANDBOX_PROVIDERS=1: notification e-mails go to the built-in sandbox, which only records them',
      'SANDBOX_PROVIDERS=1: relay numbers (안심번호) come from the built-in sandbox and reach no customer',
      'SANDBOX_PROVIDERS=1: tax invoices come from the built-in sandbox and reach no tax office',
      'SANDBOX_PROVIDERS=1: web push signs with keys generated in DATA_DIR, so only browsers subscribed through this instance get pushes from it',
    ]);
    // Real keys win over the flag; embedded mode runs the sandboxes without one and warns of nothing.
    expect(productionWarnings(loadConfig({ ...PRODUCTION, SANDBOX_PROVIDERS: '1' }))).toEqual([]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });

  it('sends alimtalk through Solapi only with its four settings, and mails staff alerts to a named mailbox', () => {
    expect(problemsOf({ ALIMTALK_PROVIDER: 'solapi', SOLAPI_API_KEY: 'NCSAPIKEY0000001' })).toEqual([
      'ALIMTALK_PROVIDER: SOLAPI_API_KEY, SOLAPI_API_SECRET, KAKAO_PF_ID and SMS_SENDER_NUMBER go with ALIMTALK_PROVIDER=solapi',
    ]);
    expect(problemsOf({ ALIMTALK_PROVIDER: 'kakao' })).toEqual([
      'ALIMTALK_PROVIDER: expected sandbox or solapi, got "kakao"',
    ]);
    expect(problemsOf({ SMS_SENDER_NUMBER: '010-12' })).toEqual([
      'SMS_SENDER_NUMBER: expected a Korean phone number (hyphens allowed), e.g. 1588-0000 or 02-123-4567, got "010-12"',
    ]);
    expect(loadConfig({ ...PRODUCTION, SMS_SENDER_NUMBER: '02-123-4567' }).solapi).toMatchObject({
      baseUrl: 'https://api.solapi.com',
      senderNumber: '021234567',
    });
    // Keys alone switch nothing: embedded mode keeps the sandbox until the provider is named.
    expect(loadConfig({ SOLAPI_API_KEY: 'NCSAPIKEY0000001' }).solapi).toBeUndefined();
    expect(problemsOf({ SMTP_URL: PRODUCTION.SMTP_URL })).toEqual([
      'STAFF_ALERT_EMAIL: required with SMTP_URL: staff notifications are mailed there',
    ]);
    expect(problemsOf({ STAFF_ALERT_EMAIL: 'ops' })).toEqual([
      'STAFF_ALERT_EMAIL: expected an e-mail address, got "ops"',
    ]);
  });

  it('takes a VAPID key pair with its subject, never echoing the private key', () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = VAPID;
    expect(problemsOf({ VAPID_PUBLIC_KEY, VAPID_SUBJECT: VAPID.VAPID_SUBJECT })).toEqual([
      'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY })).toEqual([
      'VAPID_SUBJECT: required with VAPID_PUBLIC_KEY: push services write to the operator there',
    ]);
    const otherPrivateKey = vapidKeys().VAPID_PRIVATE_KEY;
    const mismatched = problemsOf({ ...VAPID, VAPID_PRIVATE_KEY: otherPrivateKey });
    expect(mismatched).toEqual(['VAPID_PRIVATE_KEY: not the private key of VAPID_PUBLIC_KEY']);
    const malformed = problemsOf({
      ...VAPID,
      VAPID_PUBLIC_KEY: 'BPk=',
      VAPID_PRIVATE_KEY: `${VAPID_PRIVATE_KEY}AA`,
    });
    expect(malformed).toEqual([
      'VAPID_PUBLIC_KEY: not a P-256 public key',
      'VAPID_PRIVATE_KEY: not a P-256 private key',
    ]);
    expect(problemsOf({ ...VAPID, VAPID_SUBJECT: 'http://remodel.example' })).toEqual([
      'VAPID_SUBJECT: expected a mailto: address or an https: URL, got "http://remodel.example"',
    ]);
    expect([...mismatched, ...malformed].join('\n')).not.toContain(VAPID_PRIVATE_KEY);
    expect([...mismatched, ...malformed].join('\n')).not.toContain(otherPrivateKey);
    // Embedded mode generates the keys; the subject is then the notification e-mails' sender.
    expect(loadConfig({ NOTIFY_FROM: '리모델링마켓 <help@remodel.example>' }).webPush).toEqual({
      subject: 'mailto:help@remodel.example',
      keys: undefined,
    });
  });

  it('keeps uploads in the folder by default, in production too, and in a bucket with STORAGE=s3', () => {
    expect(loadConfig(PRODUCTION).s3).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, S3_BUCKET: 'portal-photos' }).s3).toBeUndefined();
    expect(problemsOf({ STORAGE: 's3' })).toEqual(['S3_BUCKET: required with STORAGE=s3']);
    expect(problemsOf({ STORAGE: 'minio' })).toEqual(['STORAGE: expected local or s3, got "minio"']);
    expect(
      loadConfig({
        ...PRODUCTION,
        STORAGE: 's3',
        S3_BUCKET: 'portal-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'portal-photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('trusts a number of proxy hops or a list of proxy addresses, never every proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
      'fd00::/8',
    ]);
    for (const value of ['true', '11', '10.0.0.1,', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.internal']) {
      expect(problemsOf({ TRUST_PROXY: value }), value).toEqual([
        `TRUST_PROXY: expected a number of hops from 0 to 10, or comma-separated IP addresses or CIDR ranges, got ${JSON.stringify(value)}`,
      ]);
    }
  });

  it('seeds no demo staff in production, and the demo partner only with SEED_DEMO=1, warned at every start', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).demoSeed).toEqual({ partner: false, staff: false });
    const seeded = loadConfig({ ...PRODUCTION, SEED_DEMO: '1' });
    expect(seeded.demoSeed).toEqual({ partner: true, staff: false });
    expect(productionWarnings(seeded)).toEqual([
      'SEED_DEMO=1: the demo partner exists, with the password published in the README',
    ]);
  });

  it('starts the embedded clock at CLOCK_START, which needs its offset', () => {
    expect(loadConfig({ CLOCK_START: '2027-03-01T10:00:00+09:00' }).clockStart).toEqual(
      new Date('2027-03-01T01:00:00Z'),
    );
    expect(problemsOf({ CLOCK_START: '2027-03-01 10:00' })).toEqual([
      'CLOCK_START: expected an ISO date-time with its offset, e.g. 2027-03-01T10:00:00+09:00, got "2027-03-01 10:00"',
    ]);
  });

  it('reports every problem at once, one line each', () => {
    expect(
      problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes', MALL_URL: 'ftp://mall' }),
    ).toEqual([
      'PORT: expected a whole number from 0 to 65535, got "abc"',
      'TRUST_PROXY: expected a number of hops from 0 to 10, or comma-separated IP addresses or CIDR ranges, got "yes"',
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      'MALL_URL: expected an http(s) URL, got "ftp://mall"',
    ]);
  });

  it('documents every variable with a description and what it accepts', () => {
    expect(configVariables.length).toBeGreaterThanOrEqual(22);
    for (const variable of configVariables) {
      expect(variable.description, variable.name).not.toBe('');
      expect(variable.accepts, variable.name).not.toBe('');
    }
    expect(configVariables.find((v) => v.name === 'RATE_LIMIT_LOGIN_PER_ADDRESS')).toMatchObject({
      default: '`50`',
      description: 'login attempts per client address per 15 minutes',
    });
    expect(configVariables.filter((v) => v.secret).map((v) => v.name)).toEqual([
      'JWT_SECRET',
      'FIELD_ENCRYPTION_KEY',
      'NICEPAY_SECRET_KEY',
      'NICE_ACCESS_TOKEN',
      'SMTP_URL',
      'SOLAPI_API_SECRET',
      'VAPID_PRIVATE_KEY',
      'RELAY_API_KEY',
      'TAX_INVOICE_SECRET_KEY',
      'MARKETPLACE_SERVICE_TOKEN',
      'QUOTE_LINK_SECRET',
      'REJOIN_HASH_SECRET',
      // A DSN carries the project's key: whoever holds it can send reports.
      'SENTRY_DSN',
    ]);
  });

  it('issues relay numbers through the HTTP provider only with its address and key', () => {
    expect(problemsOf({ RELAY_PROVIDER: 'http', RELAY_BASE_URL: PRODUCTION.RELAY_BASE_URL })).toEqual([
      'RELAY_PROVIDER: RELAY_BASE_URL and RELAY_API_KEY go with RELAY_PROVIDER=http',
    ]);
    expect(loadConfig({}).relay).toBeUndefined();
    expect(loadConfig(PRODUCTION).relay).toEqual({
      baseUrl: 'https://relay.example/api',
      apiKey: 'relay-api-key-0123456789',
    });
  });

  it('issues tax documents through Popbill only with its LinkID, secret and user', () => {
    expect(problemsOf({ TAX_INVOICE_PROVIDER: 'popbill', TAX_INVOICE_LINK_ID: 'LINK' })).toEqual([
      'TAX_INVOICE_PROVIDER: TAX_INVOICE_LINK_ID, TAX_INVOICE_SECRET_KEY and TAX_INVOICE_USER_ID go with TAX_INVOICE_PROVIDER=popbill',
    ]);
    expect(loadConfig({}).popbill).toBeUndefined();
    expect(loadConfig(PRODUCTION).popbill).toEqual({
      baseUrl: 'https://popbill.linkhub.co.kr',
      authUrl: 'https://auth.linkhub.co.kr',
      linkId: 'REMODELMARKET',
      secretKey: PRODUCTION.TAX_INVOICE_SECRET_KEY,
      userId: 'rmk_admin',
      test: false,
    });
  });

  it("takes the marketplace's service token only when it is long enough, and never echoes it", () => {
    expect(loadConfig({}).marketplaceServiceToken).toBeUndefined();
    const token = 'm'.repeat(32);
    expect(loadConfig({ MARKETPLACE_SERVICE_TOKEN: token }).marketplaceServiceToken).toBe(token);
    expect(() => loadConfig({ MARKETPLACE_SERVICE_TOKEN: 'short-token' })).toThrow(
      'MARKETPLACE_SERVICE_TOKEN: expected at least 32 characters, got a value of 11 characters (not shown)',
    );
  });

  it('takes the quote-link key only when it is long enough, and never echoes it', () => {
    expect(loadConfig({}).quoteLinkSecret).toBeUndefined();
    const key = 'q'.repeat(32);
    expect(loadConfig({ QUOTE_LINK_SECRET: key }).quoteLinkSecret).toBe(key);
    expect(() => loadConfig({ QUOTE_LINK_SECRET: 'q'.repeat(20) })).toThrow(
      'QUOTE_LINK_SECRET: expected at least 32 characters, got a value of 20 characters (not shown)',
    );
  });

  it("keeps the README's configuration table as the schema writes it", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    for (const variable of configVariables) expect(renderConfigTable()).toContain(`| \`${variable.name}\` |`);
    const message =
      "README.md's configuration table differs from the config schema: run `npm run docs:config`";
    expect(readme, message).toBe(withConfigTable(readme));
  });
});

describe('start-up with a bad value', () => {
  const parent = mkdtempSync(join(tmpdir(), 'portal-config-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('exits with code 1 and names the variable, before opening a database', async () => {
    const dataDir = join(parent, 'data');
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !configVariables.some((v) => v.name === name)),
    );
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions', 'source', join(REPO_ROOT, 'apps/server/src/main.ts')],
      {
        cwd: REPO_ROOT,
        env: { ...inherited, PORT: 'abc', DATA_DIR: dataDir, JWT_SECRET: 'a-short-secret' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(stderr).toBe(
      'Invalid configuration:\n' +
        '  PORT: expected a whole number from 0 to 65535, got "abc"\n' +
        '  JWT_SECRET: expected at least 32 characters, got a value of 14 characters (not shown)\n',
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(dataDir)).toBe(false);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
