/**
 * Demo content for the embedded mode (and production only with SEED_DEMO=1): the provider's
 * partner managers and the demo partner with a complete business profile, logo included, a few
 * published construction cases, six months of leads, and the notices, events, promotions and FAQ partners read. Runs once: a second start finds the demo account and leaves
 * everything as the user left it (a data folder from before the cases existed gets them once).
 */
import type { StaffRole } from '@partner-portal/contract/staff-api';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Database } from '../db/client.js';
import { managers, partnerProductManagers, partners } from '../db/tables/partners.js';
import { members } from '../db/tables/auth.js';
import { staffAccounts } from '../db/tables/staff.js';
import { termsAgreements } from '../db/tables/terms.js';
import { createHash } from 'node:crypto';
import { LOGO_LIMITS } from '@partner-portal/contract/image-uploads';
import type { FieldCipher } from '../shared/field-crypto.js';
import { processImage, unqueuedImagePipeline } from '../platform/storage/image-pipeline.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import type { Clock } from '../shared/clock.js';
import { requiredSignupDocuments } from '../features/terms/terms-repository.js';
import { seedDemoCases } from './demo-cases.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoPopups } from './demo-popups.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoLeads } from './demo-leads.js';
import { DEMO_PLAN_KEY, seedDemoPlanOrders } from './demo-plan-orders.js';
import { writeDemoQuote } from './demo-quotes.js';

export const DEMO_ACCOUNT = { memberId: 'demo_partner', password: 'Demo2024!pass' } as const;
/**
 * The demo's staff accounts, one per role, enrolled with one fixed authenticator secret that start-up
 * prints (demo only: production creates its first admin with `npm run staff-admin`).
 */
export const DEMO_STAFF_ACCOUNTS = [
  { memberId: 'staff_ops', password: 'Staff2024!ops', name: '정산팀 한지민', roles: ['operations'] },
  { memberId: 'staff_content', password: 'Staff2024!content', name: '콘텐츠팀 오세린', roles: ['content'] },
  { memberId: 'staff_admin', password: 'Staff2024!admin', name: '관리자 강도윤', roles: ['admin'] },
] as const satisfies readonly { memberId: string; password: string; name: string; roles: StaffRole[] }[];
export const DEMO_STAFF = DEMO_STAFF_ACCOUNTS[0];
/** Base32, for any authenticator app (or `otplib` in the journeys). */
export const DEMO_STAFF_TOTP_SECRET = 'PORTALDEMOSTAFFTOTPSECRET2345672';

const DEMO_MANAGERS = [
  { name: '박지훈', phone: '010-2345-6789', email: 'jihoon.park@remodeling-market.example' },
  { name: '김하늘', phone: '010-3456-7890', email: 'haneul.kim@remodeling-market.example' },
  { name: '이준호', phone: '010-4567-8901', email: 'junho.lee@remodeling-market.example' },
];

/** A simple house-shaped brand mark, drawn without text so no font is needed. */
const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="#0b3d91"/><path d="M256 96 L432 240 L392 240 L392 408 L120 408 L120 240 L80 240 Z" fill="#ffffff"/>
<rect x="216" y="296" width="80" height="112" fill="#f5a623"/><rect x="152" y="264" width="48" height="48" fill="#0b3d91"/><rect x="312" y="264" width="48" height="48" fill="#0b3d91"/></svg>`;

/** True when it created anything. */
export async function seedDemo(
  db: Database,
  clock: Clock,
  storage: FileStorage,
  cipher: FieldCipher,
  /** The demo staff accounts (known passwords and authenticator secret): embedded mode only, never with DATABASE_URL. */
  options: { staff: boolean } = { staff: true },
): Promise<boolean> {
  const [existing] = await db
    .select({ partnerId: partners.partnerId })
    .from(members)
    .leftJoin(partners, eq(partners.memberNo, members.memberNo))
    .where(eq(members.memberId, DEMO_ACCOUNT.memberId));
  if (existing && existing.partnerId === null) return false;
  const partnerId = existing?.partnerId ?? (await createDemoPartner(db, clock, storage, cipher));
  const casesAdded = await seedDemoCases({ db, clock, storage, images: unqueuedImagePipeline }, partnerId);
  const contentAdded = await seedDemoContent(db, clock, storage);
  const popupsAdded = await seedDemoPopups(db, clock, storage);
  const planAdded = await seedDemoPlanOrders(db, clock, partnerId);
  const leadsAdded = await seedDemoLeads(db, clock, cipher, partnerId, DEMO_PLAN_KEY, writeDemoQuote);
  const notificationsAdded = await seedDemoNotifications(db, clock, partnerId);
  const staffAdded = options.staff && (await seedDemoStaff(db, clock, cipher));
  return (
    !existing ||
    casesAdded ||
    planAdded ||
    contentAdded ||
    popupsAdded ||
    leadsAdded ||
    notificationsAdded ||
    staffAdded
  );
}

async function createDemoPartner(
  db: Database,
  clock: Clock,
  storage: FileStorage,
  cipher: FieldCipher,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const logo = (
    await processImage(Buffer.from(DEMO_LOGO_SVG), LOGO_LIMITS, [{ name: 'logo', maxSide: 512 }], ['svg'])
  ).variants.logo!;
  const now = clock.now();
  const required = await requiredSignupDocuments(db, now);
  return db.transaction(async (tx) => {
    const insertedManagers = await tx
      .insert(managers)
      .values(DEMO_MANAGERS)
      .returning({ id: managers.managerId });
    const [member] = await tx
      .insert(members)
      .values({ memberId: DEMO_ACCOUNT.memberId, passwordHash, name: '최민준', createdAt: now })
      .returning({ memberNo: members.memberNo });
    const [partner] = await tx
      .insert(partners)
      .values({
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
        businessType: '건설업',
        businessItem: '실내건축공사',
        postcode: '06220',
        roadAddress: '서울특별시 강남구 테헤란로 212',
        jibunAddress: '서울특별시 강남구 역삼동 718-5',
        addressDetail: '한결빌딩 3층',
        companyPhone: '02-555-0192',
        introduction:
          '아파트·빌라 전체 리모델링과 욕실·주방 부분 시공을 전문으로 하는 15년 차 인테리어 업체입니다. 상담부터 철거, 목공, 마감까지 자체 시공팀이 직접 책임지며, 시공 후 2년간 무상 하자보수를 약속드립니다.',
        foundedYear: 2011,
        staffCount: 14,
        licenses: ['실내건축공사업', '도장·습식·방수·석공사업'],
        warrantyMonths: 24,
        insuranceCompany: '서울보증보험',
        homepageUrl: 'https://hangyeol-interior.example.com',
        constructionTypes: ['도배', '바닥', '욕실', '주방', '조명', '목공', '필름'],
        serviceRegions: [
          { sido: '서울특별시', sigungu: '강남구' },
          { sido: '서울특별시', sigungu: '서초구' },
          { sido: '서울특별시', sigungu: '송파구' },
          { sido: '경기도', sigungu: '성남시' },
        ],
        budgetMin: 5_000_000,
        budgetMax: 120_000_000,
        minArea: 33,
        bankCode: '004',
        accountHolder: '한결인테리어',
        accountNumberEncrypted: cipher.encrypt('93380201234567'),
        accountLast4: '4567',
        createdAt: now,
      })
      .returning({ partnerId: partners.partnerId });
    const logoKey = `logos/${partner!.partnerId}/${createHash('sha256').update(logo).digest('hex').slice(0, 32)}.webp`;
    await storage.put(logoKey, logo);
    await tx.update(partners).set({ logo: logoKey }).where(eq(partners.partnerId, partner!.partnerId));
    await tx.insert(partnerProductManagers).values([
      { partnerId: partner!.partnerId, product: 'remodeling', name: '오상훈', phone: '010-7777-8888' },
      { partnerId: partner!.partnerId, product: 'partial', name: '윤서아', phone: '010-3141-5926' },
    ]);
    if (required.length > 0) {
      await tx.insert(termsAgreements).values(
        required.map((doc) => ({
          memberNo: member!.memberNo,
          documentId: doc.documentId,
          channel: 'web',
          agreedAt: now,
        })),
      );
    }
    return partner!.partnerId;
  });
}

/**
 * The demo staff accounts, enrolled: created when missing; a data folder from before two-factor sign-in
 * (its `staff_ops` not enrolled) gets the demo secret. An account enrolled since is left alone.
 */
async function seedDemoStaff(db: Database, clock: Clock, cipher: FieldCipher): Promise<boolean> {
  let added = false;
  for (const demo of DEMO_STAFF_ACCOUNTS) {
    const [row] = await db
      .select({ memberNo: members.memberNo, enrolledAt: staffAccounts.enrolledAt })
      .from(members)
      .leftJoin(staffAccounts, eq(staffAccounts.memberNo, members.memberNo))
      .where(eq(members.memberId, demo.memberId));
    if (row?.enrolledAt) continue;
    const now = clock.now();
    const enrolled = {
      roles: [...demo.roles],
      totpSecretSealed: cipher.encrypt(DEMO_STAFF_TOTP_SECRET),
      totpLastStep: null,
      enrolledAt: now,
      disabledAt: null,
    };
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const memberNo =
        row?.memberNo ??
        (
          await tx
            .insert(members)
            .values({ memberId: demo.memberId, passwordHash, name: demo.name, role: 'staff', createdAt: now })
            .returning({ memberNo: members.memberNo })
        )[0]!.memberNo;
      await tx
        .insert(staffAccounts)
        .values({ memberNo, ...enrolled, createdAt: now })
        .onConflictDoUpdate({ target: staffAccounts.memberNo, set: enrolled });
    });
    added = true;
  }
  return added;
}
