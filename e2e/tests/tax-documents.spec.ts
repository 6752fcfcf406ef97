/**
 * Tax documents (issue #40 §1): a partner orders by bank transfer on /payment, staff confirm the
 * deposit, and the payment's 전자세금계산서 is issued with its NTS approval number and downloads as a
 * PDF; a staff refund issues its 수정세금계산서; /taxInvoices lists both for the month. A 현금영수증
 * asked for a closed business number is refused by the embedded provider and lands on the staff desk
 * of failures. Pictured at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { consoleDesk, joinPlan, orderByBankTransfer, staffSignIn, submitDeposit } from './payment-steps.js';
import { logIn, signUpPartner } from './support.js';
import { captureAtWidths, expectAccessible } from './visual.js';

/** The embedded provider's closed business (apps/server/src/platform/tax-invoice/tax-invoice-sandbox.ts). */
const SANDBOX_CLOSED_BUSINESS = '1018600006';

test('a confirmed transfer issues its tax invoice, a refund its amendment, and a refusal reaches the staff desk', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const partner = await signUpPartner(request);
  await logIn(page, partner);
  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const staff = await staffContext.newPage();
  try {
    const orderNo = await test.step('the partner orders a plan by bank transfer', async () => {
      await joinPlan(page, '부분시공 플랜', '부분시공');
      return orderByBankTransfer(page, '209,000원');
    });

    await test.step('staff confirm the deposit on the orders desk', async () => {
      await staffSignIn(staff);
      await staff.goto(`/staff/orders/${orderNo}`);
      await expect(staff.getByRole('heading', { level: 1, name: `주문 ${orderNo}` })).toBeVisible();
      await staff.getByRole('button', { name: '입금 확인' }).click();
      await submitDeposit(staff, 209_000, partner.partnerName);
      await expect(staff.getByRole('status')).toContainText(`${orderNo}: 입금을 확인했습니다.`);
    });

    await test.step('the payment detail shows the issued 전자세금계산서 with its approval number, and it downloads', async () => {
      await page.goto(`/paymentHistory/detail/${orderNo}`);
      const documents = page.getByRole('list', { name: '세금계산서 목록' });
      const invoice = documents.getByRole('listitem').filter({ hasText: '전자세금계산서' });
      await expect(invoice).toContainText('발행 완료');
      await expect(invoice).toContainText(/승인번호 \d{24}/);
      const download = page.waitForEvent('download');
      await invoice.getByRole('button', { name: /PDF 다운로드/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^전자세금계산서_TI-.+\.pdf$/);
      expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
      await captureAtWidths(page, 'payment-detail-tax-invoice');
      await expectAccessible(page, testInfo, 'payment-detail-tax-invoice');
    });

    await test.step('a staff refund issues the 수정세금계산서', async () => {
      await staff.getByRole('button', { name: '환불' }).click();
      const form = staff.getByRole('dialog', { name: '환불' });
      await form.getByLabel('환불 사유').fill('계약 해지');
      await form.getByRole('button', { name: '다음' }).click();
      await staff
        .getByRole('dialog', { name: '환불 확인' })
        .getByRole('button', { name: '209,000원 환불' })
        .click();
      await expect(staff.getByRole('status')).toContainText(`${orderNo}: 209,000원을 환불했습니다.`);

      await page.reload();
      const amended = page
        .getByRole('list', { name: '세금계산서 목록' })
        .getByRole('listitem')
        .filter({ hasText: '수정세금계산서' });
      await expect(amended).toContainText('발행 완료');
      await expect(amended).toContainText(/승인번호 \d{24}/);
    });

    await test.step('세금계산서 관리 lists the month with both, and offers its CSV', async () => {
      await page.getByRole('menuitem', { name: '세금계산서 관리' }).click();
      await expect(page).toHaveURL(/\/taxInvoices$/);
      await expect(page.getByRole('heading', { level: 1, name: '세금계산서 관리' })).toBeVisible();
      await expect(page.getByRole('row', { name: /전자세금계산서/ })).toContainText('발행 완료');
      await expect(page.getByRole('row', { name: /수정세금계산서/ })).toContainText('-209,000원');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^세금계산서_\d{4}-\d{2}\.csv$/);
      await captureAtWidths(page, 'tax-invoices');
      await expectAccessible(page, testInfo, 'tax-invoices');
    });

    await test.step('a 현금영수증 for a closed business is refused and lands on the staff desk', async () => {
      const second = await test.step('another transfer', async () => {
        await joinPlan(page, '부분시공 플랜', '부분시공');
        return orderByBankTransfer(page, '209,000원');
      });
      await page.goto(`/paymentHistory/detail/${second}`);
      await page.getByRole('button', { name: /현금영수증\(지출증빙\) 신청/ }).click();
      await page.getByLabel('휴대폰 번호 또는 사업자등록번호').fill(SANDBOX_CLOSED_BUSINESS);
      await page.getByRole('button', { name: '신청', exact: true }).click();
      await expect(page.getByRole('list', { name: '세금계산서 목록' })).toContainText('현금영수증');

      await staff.goto(`/staff/orders/${second}`);
      await staff.getByRole('button', { name: '입금 확인' }).click();
      await submitDeposit(staff, 209_000, partner.partnerName);
      await expect(staff.getByRole('status')).toContainText(`${second}: 입금을 확인했습니다.`);

      await consoleDesk(staff, '세금계산서 발행').click();
      await expect(staff.getByRole('heading', { level: 1, name: '세금계산서 발행 실패' })).toBeVisible();
      const row = staff.getByRole('row', { name: new RegExp(second) });
      await expect(row).toContainText('휴·폐업');
      await captureAtWidths(staff, 'console-tax-failures');
      await expectAccessible(staff, testInfo, 'console-tax-failures');
      await row.getByRole('button', { name: '재발행' }).click();
      await expect(staff.getByRole('status')).toContainText('재발행을 요청했습니다.');

      await page.reload();
      await expect(
        page
          .getByRole('list', { name: '세금계산서 목록' })
          .getByRole('listitem')
          .filter({ hasText: '현금영수증' }),
      ).toContainText('발행 실패');
    });
  } finally {
    await staffContext.close();
  }
});
