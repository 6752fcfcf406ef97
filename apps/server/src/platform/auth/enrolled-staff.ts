/**
 * The one definition of a staff member who may act now: a `staff` member whose account is active,
 * whose staff account finished enrolment and is not disabled. Sign-in and every staff request ask it.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { staffAccounts } from '../../db/tables/staff.js';

export async function findEnrolledStaff(db: Database, memberNo: number) {
  const [staff] = await db
    .select({
      memberId: members.memberId,
      name: members.name,
      roles: staffAccounts.roles,
      totpSecretSealed: staffAccounts.totpSecretSealed,
      totpLastStep: staffAccounts.totpLastStep,
    })
    .from(staffAccounts)
    .innerJoin(members, eq(members.memberNo, staffAccounts.memberNo))
    .where(
      and(
        eq(staffAccounts.memberNo, memberNo),
        eq(members.role, 'staff'),
        eq(members.status, 'active'),
        isNull(staffAccounts.disabledAt),
        isNotNull(staffAccounts.enrolledAt),
      ),
    );
  return staff;
}
