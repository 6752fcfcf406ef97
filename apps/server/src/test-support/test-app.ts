/**
 * A real application on a fresh database for each test file: in-memory PGlite, or, when the
 * project runs with TEST_DB_KIND=postgres, a new PostgreSQL database dropped at the end. Both start
 * as a copy of the run's migrated and seeded database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { IDENTITY_COOKIE } from '@partner-portal/contract/identity-constants';
import type { OrderView } from '@partner-portal/contract/orders-api';
import { PAYMENT_CONSENT_TYPES } from '@partner-portal/contract/orders-constants';
import type { SignUpRequest } from '@partner-portal/contract/partner-api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { AppLimits } from '../platform/app-context.js';
import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';
import type { DeliveryChannel } from '../platform/notifications/delivery-channel.js';
import { buildApp } from '../app.js';
import { openPgliteFrom, openPostgres, type DatabaseHandle } from '../db/client.js';
import type { TrustedProxies } from '../config.js';
import type { SandboxPerson } from '../platform/identity/nice-sandbox.js';
import type { BoundedQueue } from '../shared/bounded-queue.js';
import { fixedClock } from '../shared/clock.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { localFolderStorage } from '../platform/storage/local-folder-storage.js';
import { newTestPerson, verifyIdentity } from './identity-flow.js';
import { databaseUrl, withAdmin } from './prepared-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ReturnType<typeof fixedClock>;
  /** The folder behind the app's file storage. */
  storageRoot: string;
  /** Everything the server logged so far. */
  logs(): string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    limits?: Partial<AppLimits>;
    webDist?: string;
    marketplaceServiceToken?: string;
    trustProxy?: TrustedProxies;
    /** `trace` to capture every line the server can write (tests that prove a secret never reaches a log). */
    logLevel?: 'info' | 'trace';
    imageQueue?: BoundedQueue;
    /** The app's file storage (default: a new temporary folder, `storageRoot`). */
    storage?: FileStorage;
    /** Another test app's database, for a second instance beside it; that app closes it. */
    database?: DatabaseHandle;
    /** Notification channels in place of the embedded ones (recording-channels.ts). */
    notificationChannels?: Partial<Record<NotificationChannel, DeliveryChannel>>;
    staffMailbox?: string;
  } = {},
): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await openTestDatabase();
  const clock = fixedClock('2026-11-02T01:00:00Z');
  const storageRoot = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  let logged = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  const app = await buildApp({
    database,
    clock,
    totpClock: clock,
    jwtSecret: randomBytes(32).toString('hex'),
    fieldSecret: randomBytes(32).toString('hex'),
    storage: options.storage ?? localFolderStorage(storageRoot),
    logLevel: options.logLevel ?? 'info',
    logStream,
    trustProxy: options.trustProxy ?? false,
    mallUrl: 'https://mall.partner-portal.example/sso',
    limits: { loginPerAddress: 1000, signupPerAddress: 1000, uploadsPerSender: 1000, ...options.limits },
    // The sandbox's slow cards answer after the read timeout, quickly.
    paymentTimeouts: { readMs: 2000, sandboxSlowAnswerMs: 2500 },
    // Webhooks go out when a test says so (app.pgSandbox.deliverDueWebhooks), not on a timer.
    sandboxWebhookPollMs: 0,
    webDist: options.webDist,
    marketplaceServiceToken: options.marketplaceServiceToken,
    ...(options.imageQueue ? { imageQueue: options.imageQueue } : {}),
    ...(options.notificationChannels ? { notificationChannels: options.notificationChannels } : {}),
    ...(options.staffMailbox ? { staffMailbox: options.staffMailbox } : {}),
  });
  return {
    app,
    database,
    clock,
    storageRoot,
    logs: () => logged,
    close: async () => {
      await app.close();
      if (options.database) return;
      await database.close();
      await drop();
    },
  };
}

/** A database of its own for one test file, copied from the run's prepared one (test-support/prepared-database). */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const prepared = inject('preparedDatabase');
  if (prepared.kind === 'pglite') {
    const dump = new Blob([new Uint8Array(readFileSync(prepared.dumpPath))]);
    return { database: await openPgliteFrom(dump), drop: async () => {} };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${prepared.template}`));
  const database = await openPostgres(databaseUrl(name), 5);
  return {
    database,
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(),
  };
}

let sequence = 0;

/** A valid sign-up payload (without its verification) with a unique id and business number; override any field. */
export function signUpPayload(overrides: Partial<SignUpRequest> = {}): Omit<SignUpRequest, 'identity_token'> {
  sequence += 1;
  return {
    account: `partner_${sequence}_${randomBytes(2).toString('hex')}`,
    password: 'Interior2024!',
    email: 'owner@example.com',
    agreement_marketing: false,
    partner_name: `바른인테리어 ${sequence}`,
    biz_no: validBusinessNumber(),
    join_channel: 4,
    agreed_terms: ['service-terms', 'signup-terms', 'info-collection', 'privacy-policy'],
    ...overrides,
  };
}

/** A business registration number that passes the checksum and is new in this run. */
export function validBusinessNumber(): string {
  for (;;) {
    const head = [...randomBytes(9)].map((byte) => byte % 10);
    const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
    const sum =
      head.reduce((acc, digit, i) => acc + digit * weights[i]!, 0) + Math.floor((head[8]! * 5) / 10);
    const number = `${head.join('')}${(10 - (sum % 10)) % 10}`;
    if (!usedBusinessNumbers.has(number)) {
      usedBusinessNumbers.add(number);
      return number;
    }
  }
}
const usedBusinessNumbers = new Set<string>();

/** A sign-up verification in the sandbox: the token for the payload and the browser's cookie that goes with it. */
export async function verifiedForSignUp(
  app: FastifyInstance,
  person: SandboxPerson | number = newTestPerson(),
) {
  const run = await verifyIdentity(app, { purpose: 'signup', person });
  if (!run.token) throw new Error(`verification failed: ${run.location}`);
  return { token: run.token, cookie: run.cookie };
}

/** Sends a sign-up from the browser that holds `cookie` (the identity binding). */
export const postSignUp = (app: FastifyInstance, payload: object, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/partner-api/partner/v3/reg',
    payload,
    cookies: { [IDENTITY_COOKIE.name]: cookie },
  });

/** Verifies `person` (a new one by default) and signs them up; override any field. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignUpRequest> = {},
  person?: SandboxPerson,
) {
  const verified = await verifiedForSignUp(app, person);
  const payload = { ...signUpPayload(overrides), identity_token: verified.token };
  const response = await postSignUp(app, payload, verified.cookie);
  const body = response.json();
  if (body.return_code !== 0) throw new Error(`sign-up refused: ${response.body}`);
  return { payload, memberNo: body.data.member_no as number, partnerId: body.data.partner_id as number };
}

export interface LoggedIn {
  accessToken: string;
  refreshToken: string;
  memberNo: number;
  memberId: string;
  auth: { authorization: string };
}

export async function logIn(app: FastifyInstance, username: string, password: string): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/member-api/api/v1/ceologin',
    payload: { username, password },
  });
  const body = response.json();
  if (body.code !== 0) throw new Error(`login failed: ${response.body}`);
  return {
    accessToken: body.context.access_token,
    refreshToken: body.context.refresh_token,
    memberNo: body.context.member_info.member_no,
    memberId: body.context.member_info.member_id,
    auth: { authorization: `Bearer ${body.context.access_token}` },
  };
}

/** Signs a new partner up and logs it in. */
export async function newPartner(
  app: FastifyInstance,
  overrides: Partial<SignUpRequest> = {},
  person?: SandboxPerson,
) {
  const signed = await signUp(app, overrides, person);
  const session = await logIn(app, signed.payload.account, signed.payload.password);
  return { ...signed, ...session };
}

let orderKeys = 0;

/** The consent /payment sends: the current version of each payment document (content/terms). */
export const PAYMENT_CONSENT = {
  agreed: true,
  terms: PAYMENT_CONSENT_TYPES.map((type) => ({ type, version: 1 })),
};

/** A partner's order of one product (card or bank transfer), as the payment screen places it. */
export async function placeOrder(
  app: FastifyInstance,
  partner: { auth: Record<string, string> },
  method: 'card' | 'bank_transfer',
  product = 'MONTHLY_BASIC',
): Promise<OrderView> {
  const answer = await app.inject({
    method: 'POST',
    url: '/partner-api/authapi/partner/order/create',
    headers: { ...partner.auth, 'idempotency-key': `test-order-${Date.now()}-${(orderKeys += 1)}` },
    payload: { items: [{ product_key: product }], method, consent: PAYMENT_CONSENT },
  });
  return answer.json().data;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}
