/**
 * Checks the answers the portal's pages really receive against the server's API document
 * (`/openapi.json`): every JSON answer of an API group must match the schema the document gives for
 * its operation and status. The journeys then prove the document true, not just valid.
 */
import type { Response } from '@playwright/test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type ResponseObject = { content?: Record<string, { schema?: object }> };
type Operation = { responses?: Record<string, ResponseObject> };
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const BODY_GONE = Symbol('body gone');
const BODY_STUCK = Symbol('body stuck');
/** A body Chromium never hands over (its renderer stuck) fails the journey here instead of hanging its teardown. */
const BODY_READ_LIMIT_MS = 15_000;
const API_PREFIXES = ['/member-api/', '/partner-api/', '/plan-api/', '/service-api/', '/staff-api/'];

export interface ApiContract {
  /** Why the answer breaks the document, or undefined when it keeps it (or is not an API answer). */
  check(response: Response): Promise<string | undefined>;
}

export async function loadApiContract(baseURL: string): Promise<ApiContract> {
  const document = (await (await fetch(new URL('/openapi.json', baseURL))).json()) as ApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const routes = Object.entries(document.paths).map(([path, operations]) => ({
    pattern: new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}|\{\w+\}/g, '[^/]+')}$`,
    ),
    operations,
    parameters: path.split('{').length - 1,
  }));
  const validators = new Map<object, ReturnType<typeof ajv.compile>>();

  return {
    async check(response) {
      const url = new URL(response.url());
      if (
        url.origin !== new URL(baseURL).origin ||
        !API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) ||
        // Sent with `keepalive` when the page is hidden or left: Chromium never hands such an answer's
        // body to the test (reading it waits forever), and the page ignores it. The API tests check it.
        url.pathname === '/partner-api/analytics/batch'
      )
        return undefined;
      if (!(response.headers()['content-type'] ?? '').includes('application/json')) return undefined;
      const method = response.request().method().toLowerCase();
      // `/cases/bulk` also matches `/cases/{caseId}`: the path with fewer parameters is the one served.
      const operation = routes
        .filter((route) => route.pattern.test(url.pathname) && route.operations[method])
        .sort((a, b) => a.parameters - b.parameters)[0]?.operations[method];
      const where = `${method.toUpperCase()} ${url.pathname} ${response.status()}`;
      if (!operation) return `${where}: not in the API document`;
      const status = String(response.status());
      const answer =
        operation.responses?.[status] ??
        operation.responses?.[`${status[0]}XX`] ??
        operation.responses?.default;
      const schema = answer?.content?.['application/json']?.schema;
      if (!schema) return `${where}: the document declares no JSON answer for this status`;
      let validate = validators.get(schema);
      if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
      const body: unknown = await Promise.race([
        response.json().catch(() => BODY_GONE),
        new Promise((resolve) => setTimeout(resolve, BODY_READ_LIMIT_MS, BODY_STUCK).unref()),
      ]);
      if (body === BODY_STUCK)
        return `${where}: the answer could not be read within ${BODY_READ_LIMIT_MS} ms`;
      // The page moved on before its answer was read: nothing to check.
      if (body === BODY_GONE || validate(body)) return undefined;
      return `${where}: ${ajv.errorsText(validate.errors)}`;
    },
  };
}
