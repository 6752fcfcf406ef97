import { API_PREFIX } from '@partner-portal/contract/api-constants';
import type { FastifyRequest } from 'fastify';

const API_PREFIXES = Object.values(API_PREFIX).map((prefix) => `${prefix}/`);

/** A call of one of the API groups: not a page, an asset or a sandbox window. */
export const isApiRequest = (request: FastifyRequest): boolean =>
  API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
