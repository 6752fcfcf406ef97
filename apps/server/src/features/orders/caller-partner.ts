/** The signed-in caller's partner: partner-scoped payment data is only ever reached through it. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { memberOf } from '../../platform/auth/authenticate.js';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import { notFound } from '../../shared/problems.js';

export async function callerPartner(
  db: Database,
  request: FastifyRequest,
): Promise<{ partnerId: number; partnerName: string }> {
  const [row] = await db
    .select({ partnerId: partners.partnerId, partnerName: partners.partnerName })
    .from(partners)
    .where(eq(partners.memberNo, memberOf(request).memberNo));
  if (!row) throw notFound();
  return row;
}
