/**
 * While an inspection runs, partner writes get a Korean 503 with `Retry-After` (seconds until its
 * end), and partner reads too unless the inspection allows them. People can still sign in and out
 * (login, refresh, logout); staff (`/staff-api`), the status call, the health check and the SPA are
 * never stopped. A few partner POSTs are not the partner's own writes and pass: the payment and
 * identity windows' returns (a flow begun before the inspection must finish), the click log and the
 * notice view counter (reads that count).
 */
import { API_PREFIX, ERROR_CODES, MEMBER_PATHS, PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { CONTENT_PARTNER_PATHS } from '@partner-portal/contract/content-constants';
import { IDENTITY_PATHS } from '@partner-portal/contract/identity-constants';
import {
  inspectionRefusalMessage,
  INSPECTION_HTTP_STATUS,
} from '@partner-portal/contract/inspection-constants';
import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';
import type { InspectionStatusSource } from './inspection-status.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const MEMBER_WRITES_ALLOWED = new Set(
  [MEMBER_PATHS.login, MEMBER_PATHS.refreshToken, MEMBER_PATHS.logout].map((p) => API_PREFIX.member + p),
);

const PARTNER_WRITES_ALLOWED = [
  PARTNER_PATHS.analytics,
  IDENTITY_PATHS.return,
  ORDER_PATHS.cardReturn,
  CONTENT_PARTNER_PATHS.noticeView,
].map((path) => new RegExp(`^${API_PREFIX.partner}${path.replace(/:\w+/g, '[^/]+')}$`));

type Kind = 'write' | 'read' | 'free';

/** What an inspection does to a request: refuses it as a write, as a read, or leaves it alone. */
export function requestKind(method: string, url: string): Kind {
  const path = url.split('?')[0]!;
  const read = READ_METHODS.has(method);
  if (path.startsWith(`${API_PREFIX.member}/`))
    return read || MEMBER_WRITES_ALLOWED.has(path) ? 'free' : 'write';
  if (path.startsWith(`${API_PREFIX.partner}/`) || path.startsWith(`${API_PREFIX.plan}/`)) {
    if (read) return 'read';
    return PARTNER_WRITES_ALLOWED.some((allowed) => allowed.test(path)) ? 'free' : 'write';
  }
  return 'free';
}

export function registerInspectionGate(
  app: FastifyInstance,
  inspections: InspectionStatusSource,
  clock: Clock,
): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const kind = requestKind(request.method, request.url);
    if (kind === 'free') return;
    const { status, inspection } = await inspections.current();
    if (status !== 'running' || !inspection) return;
    if (kind === 'read' && inspection.allowReads) return;
    const seconds = Math.max(1, Math.ceil((inspection.endAt.getTime() - clock.now().getTime()) / 1000));
    throw new HttpProblem(
      INSPECTION_HTTP_STATUS,
      ERROR_CODES.unavailable,
      inspectionRefusalMessage(inspection.endAt),
      undefined,
      { 'retry-after': String(seconds), 'cache-control': 'no-store' },
    );
  });
}
