/**
 * 탈퇴 (issue #40 §3). The conditions are read for the page and read again, under the partner's row
 * lock, in the transaction that withdraws: the account and partner are anonymised (the login id
 * freed), cases and photos deleted, cards removed, sessions revoked and the audit entry written, all
 * or nothing. Orders and payments stay with the anonymised partner (전자상거래법: 5 years). After the
 * commit the photo and logo files are deleted and the billing keys expired at the gateway.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { WithdrawalConditions } from '@partner-portal/contract/withdrawal-api';
import {
  WITHDRAWAL_CONDITIONS,
  WITHDRAWAL_MESSAGES,
  type WithdrawalConditionKey,
} from '@partner-portal/contract/withdrawal-constants';
import type { AppContext } from '../../platform/app-context.js';
import type { MemberPrincipal } from '../../platform/auth/tokens.js';
import { writeAudit } from '../../platform/audit/audit-log.js';
import type { Database } from '../../db/client.js';
import { withdrawnAccounts } from '../../db/tables/retention.js';
import { Refusal } from '../../shared/problems.js';
import { deleteFiles } from '../cases/case-photos.js';
import { deleteAllCases } from '../cases/case-service.js';
import { anonymiseMember, confirmPassword } from '../members/member-service.js';
import { forgetPartnerChannels } from '../notifications/push-subscriptions.js';
import { depositsAwaited } from '../orders/pending-transfers.js';
import { anonymisePartner, lockPartnerForWithdrawal, WITHDRAWN_NAME } from '../partners/partner-service.js';
import { expireBillingKey, removeAllCards } from '../subscriptions/billing-cards.js';
import { planCommitments } from '../subscriptions/partner-subscriptions.js';

type WithdrawalDeps = Pick<
  AppContext,
  'db' | 'clock' | 'tokens' | 'storage' | 'payments' | 'throttle' | 'rejoinHash'
>;

/** What stands in the way of each condition, in Korean (null: met). */
async function blockers(
  db: Database,
  partnerId: number,
  today: string,
): Promise<Record<WithdrawalConditionKey, string | null>> {
  const { plansInUse, recurring } = await planCommitments(db, partnerId, today);
  const deposits = await depositsAwaited(db, partnerId);
  return {
    plan:
      plansInUse > 0
        ? `이용 중인 요금제 ${plansInUse}건: 이용이 끝나거나 환불이 끝난 뒤 탈퇴할 수 있습니다.`
        : null,
    recurring: recurring ? '정기결제를 이용 중입니다: 정기결제를 먼저 해지해주세요.' : null,
    deposit: deposits > 0 ? `입금 대기 중인 결제 ${deposits}건: 입금하시거나 결제를 취소해주세요.` : null,
  };
}

export async function withdrawalConditions(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  partnerId: number,
): Promise<WithdrawalConditions> {
  const detail = await blockers(db, partnerId, seoulDate(clock.now()));
  const conditions = WITHDRAWAL_CONDITIONS.map((key) => ({
    key,
    title: WITHDRAWAL_MESSAGES.conditionTitles[key],
    met: detail[key] === null,
    detail: detail[key],
  }));
  return { conditions, can_withdraw: conditions.every((condition) => condition.met) };
}

interface Caller {
  member: Pick<MemberPrincipal, 'memberNo' | 'memberId'>;
  partnerId: number;
  ip: string;
  userAgent: string | null;
}

export async function withdraw(deps: WithdrawalDeps, caller: Caller, password: string): Promise<void> {
  const { db, clock } = deps;
  const { partnerId } = caller;
  const { memberNo } = caller.member;
  await confirmPassword(
    deps,
    caller.member,
    password,
    caller.ip,
    new Refusal(RETURN_CODES.withdrawalWrongPassword, WITHDRAWAL_MESSAGES.wrongPassword, 'password'),
  );
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    const partner = await lockPartnerForWithdrawal(tx, partnerId);
    const detail = await blockers(tx, partnerId, seoulDate(now));
    if (Object.values(detail).some((value) => value !== null))
      throw new Refusal(RETURN_CODES.withdrawalConditionsUnmet, WITHDRAWAL_MESSAGES.unmet);

    await tx.insert(withdrawnAccounts).values({
      memberNo,
      partnerId,
      identityHash: partner.di ? deps.rejoinHash('di', partner.di) : null,
      bizNoHash: deps.rejoinHash('biz', partner.bizNo),
      withdrawnAt: now,
    });
    const cases = await deleteAllCases(tx, partnerId, now);
    const cards = await removeAllCards(tx, partnerId, now);
    await forgetPartnerChannels(tx, partnerId);
    await anonymisePartner(tx, partnerId);
    await anonymiseMember(tx, memberNo, WITHDRAWN_NAME);
    await deps.tokens.revokeAllSessions(memberNo, 'withdrawn', tx);
    await writeAudit(
      tx,
      // The login id is gone with the account: the entry names the member number only.
      { memberNo, label: `withdrawn:${memberNo}`, ip: caller.ip, userAgent: caller.userAgent },
      {
        action: 'partner.withdraw',
        targetType: 'partner',
        targetId: partnerId,
        after: { cases: cases.cases, photos: cases.photos.length, cards: cards.length },
      },
      now,
    );
    return { photos: cases.photos, cards, logo: partner.logo };
  });
  await deleteFiles(deps.storage, done.photos);
  if (done.logo) await deps.storage.delete(done.logo).catch(() => undefined);
  for (const card of done.cards) await expireBillingKey(deps, card);
}
