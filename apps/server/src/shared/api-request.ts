import { API_PREFIX } from '@partner-portal/contract/api-constants';
import { PUBLIC_QUOTE_API_PREFIX } from '@partner-portal/contract/leads-constants';
import type { FastifyRequest } from 'fastify';

// The public quote calls too: JSON and a PDF, never a page.
const API_PREFIXES = [...Object.values(API_PREFIX), PUBLIC_QUOTE_API_PREFIX].map((prefix) => `${prefix}/`);

/** A call of one of the API groups (or a public quote call): not a page, an asset or a sandbox window. */
export const isApiRequest = (request: FastifyRequest): boolean =>
  API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
