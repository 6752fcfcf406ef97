/**
 * The API document, fuzzed from its own schemas: every operation of `/openapi.json` is called with
 * requests its parameter and body schemas describe (and, now and then, a value from the edges in place
 * of one), as anonymous, as a partner and as staff of each role. An answer fails the test when it is a
 * 5xx, when its status is not declared for
 * the operation, or when its JSON is not what the document says for that status.
 *
 * Deterministic: one seed (FUZZ_SEED to change it), a few samples per operation and identity, one app.
 * A failure prints the seed and, per operation and reason, one request that shows it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@partner-portal/contract/staff-api';
import { members } from '../db/tables/auth.js';
import { staffAccounts } from '../db/tables/staff.js';
import { arbitraryFor, type JsonSchema } from '../test-support/json-schema-arbitrary.js';
import { addStaff, staffHeaders, TEST_TOTP_SECRET } from '../test-support/staff.js';
import { createTestApp, newPartner, type TestApp } from '../test-support/test-app.js';
import { DOCS_PATHS } from './api-docs.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_102);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: unknown[];
}
interface Target {
  method: string;
  path: string;
  operation: Operation;
}
interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Calls that end or change a session, or a staff account: run last, and everyone signs in again after each. */
const DESTRUCTIVE = [
  'GET /member-api/authapi/v1/user/logout',
  'POST /member-api/authapi/v1/user/password',
  'PATCH /member-api/authapi/v1/user/password',
  'PUT /staff-api/accounts/{memberNo}/roles',
  'POST /staff-api/accounts/{memberNo}/disable',
  'POST /staff-api/accounts/{memberNo}/reset-2fa',
];
/** Answers that never end (server-sent events) would hold the run; their own tests cover them. */
const STREAMS = ['GET /partner-api/authapi/leads/stream'];
const keyOf = (target: Target) => `${target.method.toUpperCase()} ${target.path}`;
const isDestructive = (target: Target) => DESTRUCTIVE.includes(keyOf(target));
const isStaff = (target: Target) => target.path.startsWith('/staff-api/');
const isSecured = (target: Target) => (target.operation.security ?? []).length > 0;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOSTILE_BODIES = [`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, '{"a": 1'];

const STAFF_ROLES: StaffRole[] = ['operations', 'content', 'admin'];

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
let sessions: Record<string, Record<string, string>>;
let partnerMember: { memberNo: number; memberId: string; name: string };
/** Ids of records the run created: the partner's, its member number, the staff members'. */
const knownIds: number[] = [];
const staffIds = Object.fromEntries(STAFF_ROLES.map((role) => [role, `fuzz_${role}`])) as Record<
  StaffRole,
  string
>;

beforeAll(async () => {
  t = await createTestApp();
  const partner = await newPartner(t.app);
  const [member] = await t.database.db
    .select({ memberNo: members.memberNo, memberId: members.memberId, name: members.name })
    .from(members)
    .where(eq(members.memberNo, partner.memberNo));
  partnerMember = member!;
  knownIds.push(partner.partnerId, partner.memberNo);
  for (const role of STAFF_ROLES) knownIds.push(await addStaff(t, staffIds[role], [role]));
  await signInEveryone();
  document = (await t.app.inject({ method: 'GET', url: DOCS_PATHS.document })).json();
}, 60_000);
afterAll(() => t?.close());

/** Fresh sessions for everyone, and the staff accounts as they were (a fuzzed call may disable one). */
async function signInEveryone() {
  for (const role of STAFF_ROLES) {
    const [member] = await t.database.db
      .select({ memberNo: members.memberNo })
      .from(members)
      .where(eq(members.memberId, staffIds[role]));
    await t.database.db
      .update(staffAccounts)
      .set({
        roles: [role],
        disabledAt: null,
        enrolledAt: t.clock.now(),
        totpSecretSealed: t.app.context.cipher.encrypt(TEST_TOTP_SECRET),
      })
      .where(inArray(staffAccounts.memberNo, [member!.memberNo]));
  }
  const partnerSession = await t.app.context.tokens.startSession(partnerMember);
  sessions = {
    anonymous: {},
    partner: { authorization: `Bearer ${partnerSession.accessToken}` },
    ...Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffHeaders(t, staffIds[role])])),
    ),
  };
}

/** A seed per operation and identity, so adding an operation does not change the others' samples. */
function seedOf(text: string): number {
  let hash = SEED | 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function requestArbitrary(target: Target, wild: boolean): fc.Arbitrary<Request> {
  const parameters = target.operation.parameters ?? [];
  const valuesOf = (where: Parameter['in']) => {
    const own = parameters.filter((parameter) => parameter.in === where);
    const valueOf = (p: Parameter) => {
      const sampled = arbitraryFor(p.schema, { wild });
      // An id parameter now and then names a record that exists (the partner's own, a staff member),
      // so the samples reach past "not found".
      if (p.schema?.type !== 'integer' || knownIds.length === 0) return sampled;
      return fc.oneof(
        { arbitrary: sampled, weight: 2 },
        { arbitrary: fc.constantFrom(...knownIds), weight: 1 },
      );
    };
    return fc.record(Object.fromEntries(own.map((p) => [p.name, valueOf(p)])), {
      requiredKeys: own.filter((p) => p.required || where === 'path').map((p) => p.name),
    }) as fc.Arbitrary<Record<string, unknown>>;
  };
  const content = target.operation.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  const body = media ? arbitraryFor(media.schema, { wild }) : fc.constant(undefined);
  return fc
    .record({ path: valuesOf('path'), query: valuesOf('query'), header: valuesOf('header'), body })
    .map(({ path, query, header, body: value }) => {
      const url = target.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
        encodeURIComponent(asText(path[name])),
      );
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item !== undefined) search.append(name, asText(item));
        }
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(header)) {
        // A header carries no control characters at all: the HTTP layer refuses them before the server.
        if (value !== undefined)
          headers[name] = [...asText(value)].filter((c) => c >= ' ' && c !== '\u007f').join('');
      }
      let payload: string | undefined;
      if (mediaType && value !== undefined) {
        headers['content-type'] = mediaType;
        payload =
          mediaType === 'application/x-www-form-urlencoded' && value && typeof value === 'object'
            ? new URLSearchParams(
                Object.entries(value).map(([name, item]) => [name, asText(item)] as [string, string]),
              ).toString()
            : JSON.stringify(value);
      }
      const query_ = search.toString();
      return {
        method: target.method.toUpperCase(),
        url: query_ ? `${url}?${query_}` : url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    });
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats.default(ajv);
const validators = new Map<object, ValidateFunction>();

/** Why the answer breaks the document, or undefined when it keeps it. */
function problemWith(target: Target, status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `server error ${status}`;
  const declared = target.operation.responses[String(status)];
  if (!declared)
    return `status ${status} not declared (${Object.keys(target.operation.responses).join(', ')})`;
  if (!contentType.includes('application/json')) {
    if (
      body.length > 0 &&
      declared.content &&
      !Object.keys(declared.content).some((type) => contentType.includes(type))
    )
      return `${contentType} answered, the document says ${Object.keys(declared.content).join(', ')}`;
    return undefined;
  }
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return `JSON answered, the document declares none for ${status}`;
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(JSON.parse(body))) return undefined;
  return `answer outside its schema: ${ajv.errorsText(validate.errors)}`;
}

/** Answers by identity and status class, printed at the end: how deep the samples reached. */
const statuses = new Map<string, number>();

interface Failure {
  target: Target;
  identity: string;
  request: Request;
  status: number;
  answer: string;
  reason: string;
}

async function fuzz(identity: string, target: Target, runs: number, failures: Failure[]): Promise<void> {
  // Half the samples as the schemas describe them, half with an edge value in some places.
  const seed = seedOf(`${identity} ${keyOf(target)}`);
  const samples = [
    ...fc.sample(requestArbitrary(target, false), { seed, numRuns: Math.ceil(runs / 2) }),
    ...fc.sample(requestArbitrary(target, true), { seed, numRuns: Math.floor(runs / 2) }),
  ];
  // Any route that reads a body gets, whatever it declares, one nested thousands deep and one that is not JSON.
  if (BODY_METHODS.has(samples[0]!.method)) {
    const headers = { ...samples[0]!.headers, 'content-type': 'application/json' };
    for (const payload of HOSTILE_BODIES) samples.push({ ...samples[0]!, headers, payload });
  }
  for (const request of samples) {
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...sessions[identity] },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const reason = problemWith(
      target,
      response.statusCode,
      String(response.headers['content-type'] ?? ''),
      response.body,
    );
    const tally = `${identity} ${String(response.statusCode)[0]}xx`;
    statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
    if (reason) {
      failures.push({
        target,
        identity,
        request,
        status: response.statusCode,
        answer: response.body.slice(0, 300),
        reason,
      });
    }
    if (isDestructive(target)) await signInEveryone();
  }
}

function targets(): Target[] {
  const all = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
    )
    .filter((target) => !STREAMS.includes(keyOf(target)));
  // Calls that end sessions last, so they do not cut the others short.
  return [...all.filter((target) => !isDestructive(target)), ...all.filter(isDestructive)];
}

/** One line per operation and reason, with the first request that showed it. */
const report = (failures: Failure[]) => {
  const seen = new Map<string, Failure>();
  for (const failure of failures) {
    const key = `${keyOf(failure.target)} ${failure.reason.slice(0, 40)}`;
    if (!seen.has(key)) seen.set(key, failure);
  }
  return [...seen.values()].map(
    (f) =>
      `[seed ${SEED}] ${keyOf(f.target)}: ${f.reason}\n  as ${f.identity}: ${f.request.method} ${f.request.url.slice(0, 300)} ${JSON.stringify(f.request.headers)} ${(f.request.payload ?? '').slice(0, 500)}\n  → ${f.status} ${f.answer}`,
  );
};

describe('the API document, fuzzed from its own schemas', () => {
  it('answers every operation within its declared statuses and schemas, for anonymous, partner and staff', async () => {
    const failures: Failure[] = [];
    const all = targets();
    for (const target of all) await fuzz('anonymous', target, 2, failures);
    for (const target of all.filter((candidate) => !isStaff(candidate))) {
      await fuzz('partner', target, isSecured(target) ? 6 : 2, failures);
    }
    for (const target of all.filter(isStaff)) await fuzz('partner', target, 1, failures);
    for (const role of STAFF_ROLES) {
      for (const target of all.filter(isStaff)) await fuzz(role, target, 4, failures);
    }
    console.log(`seed ${SEED}: ${[...statuses].map(([key, count]) => `${key} ${count}`).join(', ')}`);
    expect(report(failures).join('\n')).toBe('');
  }, 180_000);
});
