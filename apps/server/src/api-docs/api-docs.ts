/**
 * The API document (OpenAPI 3.1), generated from the zod schemas every route declares: served at
 * `GET /openapi.json`, with Swagger UI at `/docs` (its scripts load on that page only).
 *
 * Each operation gets its tag from its API group (the path prefix) and its security from the scope it
 * is registered in (`config.auth`): a bearer token inside a scope, none outside. Error answers that
 * every route shares are added once (here, and the 401 by the scopes), so a route declares only its own.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { httpErrorSchema } from '@partner-portal/contract/envelopes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createRequire } from 'node:module';
import { NICEPAY_BASIC_AUTH } from '../platform/gateway/sandbox/sandbox-keys.js';
import { NOTIFICATION_SANDBOX_PREFIX } from '../platform/notifications/messaging-sandbox.js';
import { API_PREFIX } from '@partner-portal/contract/api-constants';
import { PUBLIC_QUOTE_API_PREFIX } from '@partner-portal/contract/leads-constants';
import { INSPECTION_HTTP_STATUS } from '@partner-portal/contract/inspection-constants';
import { NO_CONTROL_CHARACTER_PATTERN } from '@partner-portal/contract/input-filters';
import { requestKind } from '../features/inspections/inspection-gate.js';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const SERVER_VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

export const DOCS_PATHS = { document: '/openapi.json', viewer: '/docs' } as const;

const GROUP_TAGS = [
  {
    prefix: API_PREFIX.member,
    name: 'member',
    description: '회원: 로그인, 토큰 갱신, 로그아웃, 회원 정보, 비밀번호',
  },
  {
    prefix: API_PREFIX.partner,
    name: 'partner',
    description: '파트너: 가입, 내 정보, 시공사례, 주문과 결제, 본인인증',
  },
  {
    prefix: API_PREFIX.plan,
    name: 'plan',
    description: '요금제: 상품 목록, 광고 지역, 가입 신청, 상담 신청',
  },
  { prefix: API_PREFIX.service, name: 'service', description: '서비스 (인증 없음): 약관, 공지' },
  { prefix: API_PREFIX.staff, name: 'staff', description: '운영자: 입금 확인, 환불' },
  {
    prefix: '/pg-sandbox',
    name: 'payment-sandbox',
    description: 'NicePay 호환 결제 샌드박스 (실제 키가 없을 때만)',
  },
  {
    prefix: '/identity-sandbox',
    name: 'identity-sandbox',
    description: 'NICE 본인인증 샌드박스 (실제 키가 없을 때만)',
  },
  {
    prefix: NOTIFICATION_SANDBOX_PREFIX,
    name: 'notification-sandbox',
    description: '알림톡·문자·이메일 샌드박스가 받은 메시지 (Solapi·SMTP 설정이 없을 때만)',
  },
  {
    prefix: PUBLIC_QUOTE_API_PREFIX,
    name: 'public-quote',
    description: '고객용 견적서: 서명된 링크(로그인 없음)의 견적서와 PDF',
  },
  { prefix: '', name: 'platform', description: '상태 확인, 업로드 파일, 결제사 웹훅' },
] as const;

const tagOf = (url: string) => GROUP_TAGS.find((group) => url.startsWith(group.prefix))!.name;

const error = (description: string) => httpErrorSchema.describe(description);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers a route gives whatever it does, by what the route is: every route may answer a
 * 400 (a control character in the query, a path that does not decode) and a 500; one that takes a body
 * a 413 and a 415; one with a path parameter a 414 (a segment past the router's 100 characters); a
 * partner call a 503 while an inspection runs. Each status is listed, never a `4XX`/`5XX` range, so a
 * client generated from the document knows every answer it can get.
 */
export function addSharedErrorResponses(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response) return;
  const methods = [route.method].flat();
  const shared: Record<number, unknown> = {
    400: error('입력값 오류: 잘못된 필드와 한국어 메시지'),
    500: error('서버 오류 (스택 없이 한국어 메시지)'),
  };
  if (methods.some((method) => BODY_METHODS.has(method))) {
    shared[413] = error('요청 본문이 너무 큼');
    shared[415] = error('지원하지 않는 요청 형식 (Content-Type)');
  }
  if (/[:*]/.test(route.url)) shared[414] = error('경로의 한 부분이 100자를 넘음');
  if (methods.some((method) => requestKind(method, route.url) !== 'free')) {
    shared[INSPECTION_HTTP_STATUS] = error('서비스 점검 중 (Retry-After: 끝날 때까지 초)');
  }
  for (const [status, schema] of Object.entries(shared)) response[status] ??= schema;
}

type SchemaNode = Record<string, unknown>;

/**
 * Every text of a path, query or body refuses control characters (shared/control-characters.ts): the
 * document says so on each, as a pattern (beside the text's own pattern, when it has one).
 */
function declareControlCharacterRefusal(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(declareControlCharacterRefusal);
  if (!node || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  const types = [schema.type].flat();
  const freeText = types.includes('string') && !('enum' in schema || 'const' in schema || 'format' in schema);
  if (freeText) {
    if (schema.pattern === undefined) schema.pattern = NO_CONTROL_CHARACTER_PATTERN;
    else if (
      schema.pattern !== NO_CONTROL_CHARACTER_PATTERN &&
      !JSON.stringify(schema.allOf ?? []).includes(JSON.stringify(NO_CONTROL_CHARACTER_PATTERN))
    ) {
      schema.allOf = [...((schema.allOf as unknown[]) ?? []), { pattern: NO_CONTROL_CHARACTER_PATTERN }];
    }
  }
  for (const key of ['properties', 'patternProperties']) {
    const children = schema[key] as Record<string, unknown> | undefined;
    if (children) Object.values(children).forEach(declareControlCharacterRefusal);
  }
  for (const key of ['items', 'prefixItems', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not']) {
    if (key in schema) declareControlCharacterRefusal(schema[key]);
  }
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner portal API',
        version: SERVER_VERSION,
        description:
          '인테리어 파트너 포털의 API. 성공은 그룹별 봉투(member: `{code, message, context}`, 그 밖: `{return_code, return_message, data}`)로 답하고, 업무상 거절은 200에 0이 아닌 코드와 한국어 메시지로 답합니다.',
      },
      tags: GROUP_TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [NICEPAY_BASIC_AUTH]: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const route = document.route as RouteOptions;
      if (transformed.schema?.hide) return transformed;
      for (const part of ['params', 'querystring', 'body'] as const) {
        declareControlCharacterRefusal(transformed.schema?.[part]);
      }
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          tags: [tagOf(document.url)],
          security: transformed.schema?.security ?? (route.config?.auth ? [{ bearer: [] }] : []),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(DOCS_PATHS.document, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  // The portal's own CSP covers the viewer too; no validator badge (it would call a third party).
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATHS.viewer,
    uiConfig: { validatorUrl: null, docExpansion: 'list' },
  });
}
