/**
 * The embedded provider (no Popbill keys): issues into its own table, assigns an NTS-style approval
 * number and refuses the way the provider does: a business number failing its checksum, a closed
 * business (the configured numbers; by default SANDBOX_CLOSED_BUSINESS), a document key used before.
 * Instances share the table, so a key is refused across instances as it would be at the provider.
 */
import { isValidBusinessNumber } from '@partner-portal/contract/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { taxSandboxIssues } from '../../db/tables/tax-invoice-sandbox.js';
import type { Clock } from '../../shared/clock.js';
import { seoulCompactDate } from '@partner-portal/contract/seoul-time';
import type { TaxDocumentKind } from '@partner-portal/contract/tax-documents-constants';
import { isCashReceipt, type TaxDocumentRequest, type TaxInvoiceProvider } from './tax-invoice-provider.js';

/** A valid-checksum number the sandbox treats as a closed business (폐업자), to try the failure path. */
export const SANDBOX_CLOSED_BUSINESS = '1018600006';

export function taxInvoiceSandbox(
  db: Database,
  clock: Clock,
  options: { closedBusinesses?: readonly string[] } = {},
): TaxInvoiceProvider {
  const closed = new Set(options.closedBusinesses ?? [SANDBOX_CLOSED_BUSINESS]);

  async function issue(doc: TaxDocumentRequest, cash: boolean) {
    const number = doc.recipient.number;
    const isBusiness = number.length === 10;
    if (!cash && !isValidBusinessNumber(number)) {
      return refused('SANDBOX-BIZNO', '공급받는자 사업자등록번호가 올바르지 않습니다.');
    }
    if (isBusiness && closed.has(number)) {
      return refused('SANDBOX-CLOSED', '공급받는자가 휴·폐업 사업자입니다.');
    }
    const now = clock.now();
    const [row] = await db
      .insert(taxSandboxIssues)
      .values({
        documentKey: doc.key,
        kind: doc.kind,
        approvalNo: 'pending',
        recipientNumber: number,
        totalWon: doc.totalWon,
        issuedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      return {
        ok: false as const,
        error: {
          kind: 'DuplicateKey' as const,
          code: 'SANDBOX-DUP',
          message: '이미 사용 중인 문서번호입니다.',
        },
      };
    }
    // 24 digits for a tax invoice (date, issuer code, serial), 9 for a cash receipt.
    const approvalNo = cash
      ? `${String(row.serial % 1_000_000_000).padStart(9, '0')}`
      : `${seoulCompactDate(now)}41000000${String(row.serial % 100_000_000).padStart(8, '0')}`;
    await db.update(taxSandboxIssues).set({ approvalNo }).where(eq(taxSandboxIssues.documentKey, doc.key));
    return { ok: true as const, value: { approvalNo, issuedAt: now } };
  }

  return {
    issue: (doc) => issue(doc, false),
    issueCashReceipt: (doc) => issue(doc, true),
    async lookup(key, kind) {
      const [row] = await db.select().from(taxSandboxIssues).where(eq(taxSandboxIssues.documentKey, key));
      if (
        !row ||
        row.approvalNo === 'pending' ||
        isCashReceipt(kind) !== isCashReceipt(row.kind as TaxDocumentKind)
      ) {
        return { ok: true, value: null };
      }
      return { ok: true, value: { approvalNo: row.approvalNo, issuedAt: row.issuedAt } };
    },
  };
}

const refused = (code: string, message: string) =>
  ({ ok: false, error: { kind: 'Refused', code, message } }) as const;
