/**
 * Partner sign-up: identity verification, member, partner record, manager assignment and terms
 * agreements in one transaction, so a refusal at any step creates nothing and leaves the
 * verification unused (the person fixes the field and sends again without verifying again).
 */
import { JOIN_CHANNEL } from '@partner-portal/contract/constants';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { IDENTITY_MESSAGES } from '@partner-portal/contract/identity-constants';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import type { signUpRequestSchema, SignUpResult } from '@partner-portal/contract/partner-api';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../db/client.js';
import { managers, partners } from '../../db/tables/partners.js';
import { members } from '../../db/tables/auth.js';
import { termsAgreements } from '../../db/tables/terms.js';
import { uniqueViolation } from '../../shared/db-errors.js';
import { Refusal } from '../../shared/problems.js';
import { requiredSignupDocuments, latestDocuments } from '../terms/terms-repository.js';
import { linkRejoin } from '../withdrawal/rejoin-check.js';

type SignUp = z.output<typeof signUpRequestSchema>;

const DUPLICATE_ID = new Refusal(RETURN_CODES.duplicateMemberId, '이미 사용 중인 아이디입니다.', 'account');
const DUPLICATE_BIZ_NO = new Refusal(
  RETURN_CODES.duplicateBusinessNumber,
  '이미 가입된 사업자등록번호입니다. 기존 계정으로 로그인하시거나 고객센터로 문의해주세요.',
  'biz_no',
);

const RESERVED_BIZ_NO = new Refusal(
  RETURN_CODES.reservedBusinessNumber,
  '운영사의 사업자등록번호로는 가입할 수 없습니다. 귀사의 사업자등록번호를 입력해주세요.',
  'biz_no',
);

const IDENTITY_TAKEN = new Refusal(RETURN_CODES.identityTaken, IDENTITY_MESSAGES.taken, 'identity_token');

/** Whether a referral link's member number belongs to a partner. */
export async function isReferrer(db: Database, hunterNo: number): Promise<boolean> {
  const [hunter] = await db
    .select({ no: members.memberNo })
    .from(members)
    .where(and(eq(members.memberNo, hunterNo), eq(members.role, 'partner')));
  return hunter !== undefined;
}

type SignUpContext = Pick<AppContext, 'db' | 'clock' | 'identity' | 'reservedBusinessNumbers' | 'rejoinHash'>;

/** `binding` is the secret of the browser's identity cookie: the verification must come from it. */
export async function signUpPartner(
  { db, clock, identity, reservedBusinessNumbers, rejoinHash }: SignUpContext,
  input: SignUp,
  binding: string | undefined,
): Promise<SignUpResult> {
  const bizNo = digitsOnly(input.biz_no);
  if (reservedBusinessNumbers.has(bizNo)) throw RESERVED_BIZ_NO;
  const now = clock.now();
  const required = await requiredSignupDocuments(db, now);
  const agreed = new Set(input.agreed_terms);
  const missing = required.filter((doc) => !agreed.has(doc.type));
  if (missing.length > 0) {
    throw new Refusal(
      RETURN_CODES.termsNotAgreed,
      `필수 약관에 동의해주세요: ${missing.map((doc) => doc.title).join(', ')}`,
      'agreed_terms',
    );
  }
  const agreedDocuments = (await latestDocuments(db, now)).filter(
    (doc) =>
      agreed.has(doc.type) &&
      (doc.requiredForSignup || doc.type !== 'marketing-consent' || input.agreement_marketing),
  );
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction(async (tx) => {
      const [takenId] = await tx
        .select({ no: members.memberNo })
        .from(members)
        .where(eq(members.memberId, input.account));
      if (takenId) throw DUPLICATE_ID;
      const [takenBizNo] = await tx
        .select({ id: partners.partnerId })
        .from(partners)
        .where(eq(partners.bizNo, bizNo));
      if (takenBizNo) throw DUPLICATE_BIZ_NO;
      if (input.hunter_no !== undefined && !(await isReferrer(tx, input.hunter_no)))
        throw new Refusal(RETURN_CODES.invalidReferrer, '추천인 정보가 올바르지 않습니다.', 'hunter_no');
      // Consumed inside the transaction: any refusal below rolls the consumption back too.
      const person = await identity.consume(input.identity_token, { purpose: 'signup', binding }, tx);
      if (person.ageGroup === 'child') {
        throw new Refusal(
          RETURN_CODES.guardianConsentRequired,
          IDENTITY_MESSAGES.guardianConsentRequired,
          'identity_token',
        );
      }
      const [owner] = await tx
        .select({ id: partners.partnerId })
        .from(partners)
        .where(eq(partners.ceoIdentityDi, person.di));
      if (owner) throw IDENTITY_TAKEN;

      const [member] = await tx
        .insert(members)
        .values({
          memberId: input.account,
          passwordHash,
          name: person.name,
          passwordChangedAt: now,
          createdAt: now,
        })
        .returning({ memberNo: members.memberNo });
      const [partner] = await tx
        .insert(partners)
        .values({
          memberNo: member!.memberNo,
          partnerName: input.partner_name,
          ceoName: person.name,
          phoneNo: person.mobile,
          ceoIdentityDi: person.di,
          bizNo,
          taxBillEmail: input.email,
          managerId: await leastBusyManager(tx),
          joinChannel: input.join_channel,
          hunterNo: input.hunter_no ?? null,
          agreementMarketing: input.agreement_marketing,
          createdAt: now,
        })
        .returning({ partnerId: partners.partnerId });
      if (agreedDocuments.length > 0) {
        await tx.insert(termsAgreements).values(
          agreedDocuments.map((doc) => ({
            memberNo: member!.memberNo,
            documentId: doc.documentId,
            channel: input.join_channel === JOIN_CHANNEL.app ? 'app' : 'web',
            agreedAt: now,
          })),
        );
      }
      const rejoined = await linkRejoin(tx, rejoinHash, { di: person.di, bizNo }, member!.memberNo, now);
      return { member_no: member!.memberNo, partner_id: partner!.partnerId, rejoined };
    });
  } catch (error) {
    // Two sign-ups racing for the same id, business number or person: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (constraint.includes('biz_no')) throw DUPLICATE_BIZ_NO;
    throw constraint.includes('ceo_identity_di') ? IDENTITY_TAKEN : DUPLICATE_ID;
  }
}

/** New partners go to the active manager who looks after the fewest partners. */
async function leastBusyManager(tx: Database): Promise<number | null> {
  const [row] = await tx
    .select({ managerId: managers.managerId, load: count(partners.partnerId) })
    .from(managers)
    .leftJoin(partners, eq(partners.managerId, managers.managerId))
    .where(eq(managers.active, true))
    .groupBy(managers.managerId)
    .orderBy(asc(count(partners.partnerId)), asc(managers.managerId))
    .limit(1);
  return row?.managerId ?? null;
}
