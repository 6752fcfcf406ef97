/**
 * Demo content for the embedded mode (and production only with SEED_DEMO=1): the provider's
 * partner managers and the demo partner with a complete business profile. Runs once: a second
 * start finds the demo account and leaves everything as the user left it.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { managers, members, partners, termsAgreements } from '../db/schema.js';
import type { Clock } from '../shared/clock.js';
import { requiredSignupDocuments } from '../terms/terms-repository.js';

export const DEMO_ACCOUNT = { memberId: 'demo_partner', password: 'Demo2024!pass' } as const;

const DEMO_MANAGERS = [
  { name: '박지훈', phone: '010-2345-6789', email: 'jihoon.park@remodeling-market.example' },
  { name: '김하늘', phone: '010-3456-7890', email: 'haneul.kim@remodeling-market.example' },
  { name: '이준호', phone: '010-4567-8901', email: 'junho.lee@remodeling-market.example' },
];

export async function seedDemo(db: Database, clock: Clock): Promise<boolean> {
  const [existing] = await db.select({ no: members.memberNo }).from(members).where(eq(members.memberId, DEMO_ACCOUNT.memberId));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const required = await requiredSignupDocuments(db);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const insertedManagers = await tx.insert(managers).values(DEMO_MANAGERS).returning({ id: managers.managerId });
    const [member] = await tx
      .insert(members)
      .values({ memberId: DEMO_ACCOUNT.memberId, passwordHash, name: '최민준', createdAt: now })
      .returning({ memberNo: members.memberNo });
    await tx.insert(partners).values({
      memberNo: member!.memberNo,
      partnerName: '한결인테리어',
      ceoName: '최민준',
      phoneNo: '010-9876-5432',
      bizNo: '1348112341',
      taxBillEmail: 'hangyeol.interior@example.com',
      partnerGrade: 'NORMAL',
      managerId: insertedManagers[0]!.id,
      joinChannel: 4,
      agreementMarketing: true,
      createdAt: now,
    });
    if (required.length > 0) {
      await tx.insert(termsAgreements).values(
        required.map((doc) => ({ memberNo: member!.memberNo, documentId: doc.documentId, channel: 'web', agreedAt: now })),
      );
    }
  });
  return true;
}
