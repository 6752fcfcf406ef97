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
import { API_PREFIX, httpErrorSchema } from '@partner-portal/contract/envelopes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createRequire } from 'node:module';
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
  { prefix: '', name: 'platform', description: '상태 확인, 업로드 파일, 결제사 웹훅' },
] as const;

const tagOf = (url: string) => GROUP_TAGS.find((group) => url.startsWith(group.prefix))!.name;

const SHARED_ERRORS = {
  400: httpErrorSchema.describe('입력값 오류: 잘못된 필드와 한국어 메시지'),
  '4xx': httpErrorSchema.describe('요청 오류'),
  '5xx': httpErrorSchema.describe('서버 오류 (스택 없이 한국어 메시지)'),
};

/** Adds the error answers every route may give to a route that declares its responses. */
export function addSharedErrorResponses(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response) return;
  for (const [status, schema] of Object.entries(SHARED_ERRORS)) response[status] ??= schema;
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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const route = document.route as RouteOptions;
      if (transformed.schema?.hide) return transformed;
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          tags: [tagOf(document.url)],
          security: route.config?.auth ? [{ bearer: [] }] : [],
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
