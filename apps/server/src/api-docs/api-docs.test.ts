/** The API document covers every route the server serves, and a maintained validator accepts it. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DOCS_PATHS } from './api-docs.js';

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  format?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface Operation {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: DOCS_PATHS.document });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const documented = (url: string) => !url.startsWith(DOCS_PATHS.viewer) && url !== DOCS_PATHS.document;

describe('API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('covers every route the server serves', () => {
    const missing = t.app
      .registeredRoutes()
      .filter((route) => route.method !== 'HEAD' && documented(route.url))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((key) => {
        const [method, url] = key.split(' ') as [string, string];
        return !document.paths[openApiPath(url)]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
  });

  it('gives every operation a summary, its group, its security and a typed success answer', () => {
    const incomplete: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([status]) =>
          /^[23]\d\d$/.test(status),
        );
        const problems = [
          !operation.summary && 'summary',
          operation.tags?.length !== 1 && 'tag',
          !Array.isArray(operation.security) && 'security',
          !success && 'success response',
        ].filter(Boolean);
        if (problems.length) incomplete.push(`${method.toUpperCase()} ${path}: ${problems.join(', ')}`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('lists the statuses each operation answers, never a 4XX or 5XX range', () => {
    const ranges = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses ?? {})
          .filter((status) => !/^\d{3}$/.test(status))
          .map((status) => `${method.toUpperCase()} ${path}: ${status}`),
      ),
    );
    expect(ranges).toEqual([]);
    const eventDetail = document.paths['/service-api/event/detail/{eventNo}']?.get?.responses ?? {};
    expect(Object.keys(eventDetail)).toEqual(expect.arrayContaining(['200', '400', '404', '414', '500']));
    const refund = document.paths['/staff-api/orders/{orderNo}/refund']?.post?.responses ?? {};
    expect(Object.keys(refund)).toEqual(expect.arrayContaining(['401', '403', '413', '414', '415']));
  });

  it('declares what the server enforces, so a client generated from it works first time', () => {
    const operation = (path: string, method: string) => document.paths[path]![method]!;
    const parameter = (path: string, method: string, name: string) =>
      operation(path, method).parameters!.find((candidate) => candidate.name === name)!;
    const body = (path: string, method: string) =>
      operation(path, method).requestBody!.content['application/json']!.schema.properties!;

    const idempotency = parameter('/partner-api/authapi/partner/order/create', 'post', 'idempotency-key');
    expect(idempotency).toMatchObject({
      in: 'header',
      required: true,
      schema: { minLength: 8, maxLength: 100 },
    });
    expect(parameter('/service-api/event/detail/{eventNo}', 'get', 'eventNo').schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
    });
    expect(body('/partner-api/authapi/periodic/payment/card', 'patch').card_id).toMatchObject({
      minimum: 1,
      maximum: 2_147_483_647,
    });
    expect(body('/partner-api/authapi/partner/cases', 'post').title).toMatchObject({
      minLength: 2,
      maxLength: 60,
    });
    expect(parameter('/partner-api/authapi/partner/cases', 'get', 'size').schema.enum).toEqual([10, 20, 50]);
    expect(parameter('/staff-api/partners', 'get', 'size').schema.minimum).toBe(1);
    expect(body('/member-api/authapi/v1/user/password', 'patch').new_password).toMatchObject({
      minLength: 10,
      maxLength: 16,
      pattern: expect.stringContaining('(?=.*\\d)'),
    });
    expect(body('/partner-api/authapi/partner/order/create', 'post').quota!.enum).toEqual([
      0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(parameter('/staff-api/orders/search', 'get', 'from').schema.format).toBe('date');
    const noControl = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
    expect(body('/partner-api/partner/inquiry', 'post').message).toMatchObject({ pattern: noControl });
    expect(body('/member-api/authapi/v1/user/password', 'patch').new_password!.allOf).toEqual([
      { pattern: noControl },
    ]);
  });

  it('says which operations need a bearer token', () => {
    const myPartner = document.paths['/partner-api/authapi/partner/mypartner']?.get;
    expect(myPartner?.security).toEqual([{ bearer: [] }]);
    expect(myPartner?.responses?.['401']).toBeDefined();
    expect(document.paths['/plan-api/list']?.get?.security).toEqual([]);
  });

  it('shows the document in a viewer at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${DOCS_PATHS.viewer}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
