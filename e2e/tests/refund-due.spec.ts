/**
 * What staff owe by a date (issue #40 §4, spec §9): a bank transfer refunded by staff is due in 3
 * business days, shown on the console's 환불 관리 with that date, and the partner's payment detail
 * shows the same 환불 예정일 until staff record the transfer sent. A partner asked to correct its
 * required information appears on 필수 정보 보완 with the days left before the suspension.
 * The changed and new screens are pictured at 1280 and 390 px.
 */
import { expect, test } from './fixtures.js';
import { consoleDesk, joinPlan, orderByBankTransfer, staffSignIn, submitDeposit } from './payment-steps.js';
import { logIn, signUpPartner } from './support.js';
import { capture, captureAtWidths, expectAccessible } from './visual.js';

test('a refund shows its due date to staff and its expected date to the partner; the correction queue shows the partner', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const partner = await signUpPartner(request);
  await logIn(page, partner);
  await joinPlan(page, '부분시공 플랜', '부분시공');
  const orderNo = await orderByBankTransfer(page, '209,000원');

  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const staff = await staffContext.newPage();
  try {
    await staffSignIn(staff);

    await test.step('staff confirm the deposit, then refund the transfer in full', async () => {
      await staff.goto(`/staff/orders/${orderNo}`);
      await expect(staff.getByRole('heading', { level: 1, name: `주문 ${orderNo}` })).toBeVisible();
      await staff.getByRole('button', { name: '입금 확인' }).click();
      await submitDeposit(staff, 209_000, partner.partnerName);
      await expect(staff.getByRole('status')).toContainText(`${orderNo}: 입금을 확인했습니다.`);
      await staff.getByRole('button', { name: '환불' }).click();
      const form = staff.getByRole('dialog', { name: '환불' });
      await form.getByLabel('환불액').fill('209000');
      await form.getByLabel('환불 사유').fill('계약 해지에 따른 환불');
      await form.getByRole('button', { name: '다음' }).click();
      await staff
        .getByRole('dialog', { name: '환불 확인' })
        .getByRole('button', { name: '209,000원 환불' })
        .click();
      await expect(staff.getByRole('status')).toContainText(`${orderNo}: 209,000원을 환불했습니다.`);
    });

    const dueOn = await test.step('환불 관리 lists the refund with its due date, not yet due', async () => {
      await consoleDesk(staff, '환불 관리').click();
      await expect(staff.getByRole('heading', { level: 1, name: '환불 관리' })).toBeVisible();
      const row = staff.getByRole('row', { name: new RegExp(orderNo) });
      await expect(row).toContainText(partner.partnerName);
      await expect(row).toContainText('처리 중');
      await expect(row).toContainText('209,000원');
      const due = (await row.getByRole('cell').first().innerText()).trim();
      expect(due).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
      // Due in 3 working days: at least 3 calendar days after today, never on a weekend.
      const day = new Date(`${due.replace(/\./g, '-')}T00:00:00+09:00`);
      expect(day.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000);
      expect([0, 6]).not.toContain(new Date(day.getTime() + 9 * 3_600_000).getUTCDay());
      // Not due today or late: the urgent filter does not list it.
      await staff.getByText('기한 임박/지연').click();
      await expect(staff).toHaveURL(/filter=urgent/);
      await expect(staff.getByRole('row', { name: new RegExp(orderNo) })).toHaveCount(0);
      await staff.getByText('처리 중 전체').click();
      await expect(staff.getByRole('row', { name: new RegExp(orderNo) })).toBeVisible();
      await staff.mouse.move(1, 1);
      await expectAccessible(staff, testInfo, 'console-refunds');
      await captureAtWidths(staff, 'console-refunds');
      return due;
    });

    await test.step("the partner's payment detail shows the expected date", async () => {
      await page.goto(`/paymentHistory/detail/${orderNo}`);
      await expect(page.getByRole('heading', { name: '결제 상세' })).toBeVisible();
      await expect(page.getByText(`환불 처리 중입니다. 환불 예정일: ${dueOn}`)).toBeVisible();
      await expectAccessible(page, testInfo, 'payment-detail-refund-due');
      await captureAtWidths(page, 'payment-detail-refund-due');
    });

    await test.step('staff ask the partner to correct its business information; the queue shows it with 30 days left', async () => {
      await consoleDesk(staff, '필수 정보 보완').click();
      await expect(staff.getByRole('heading', { level: 1, name: '필수 정보 보완' })).toBeVisible();
      await staff.getByRole('button', { name: '보완 요청 등록' }).click();
      const dialog = staff.getByRole('dialog', { name: '필수 정보 보완 요청' });
      await dialog.getByLabel('파트너 번호').fill(String(partner.partnerId));
      await dialog.getByLabel('보완할 항목').click();
      await staff.getByTitle('사업자 정보').click();
      await dialog.getByLabel('보완 내용').fill('사업자등록증의 상호와 등록된 상호가 다릅니다.');
      await capture(staff, 'console-correction-request', { fullPage: false });
      await dialog.getByRole('button', { name: '보완 요청' }).click();
      await expect(staff.getByRole('status')).toContainText(
        `파트너 ${partner.partnerId}에게 사업자 정보 보완을 요청했습니다.`,
      );
      const row = staff.getByRole('row', { name: new RegExp(partner.partnerName) });
      await expect(row).toContainText('30일 남음');
      await expect(row).toContainText('사업자 정보');
      await expect(row).toContainText('아직 없음');
      await staff.mouse.move(1, 1);
      await expectAccessible(staff, testInfo, 'console-corrections');
      await captureAtWidths(staff, 'console-corrections');
    });

    await test.step('the partner corrected it: staff withdraw the request and the queue no longer shows it', async () => {
      const row = staff.getByRole('row', { name: new RegExp(partner.partnerName) });
      await row.getByRole('button', { name: '보완 확인 · 철회' }).click();
      const dialog = staff.getByRole('dialog', { name: `보완 요청 철회 (${partner.partnerName})` });
      await dialog.getByLabel('철회 사유').fill('사업자등록증 사본으로 상호 확인');
      await dialog.getByRole('button', { name: '철회' }).click();
      await expect(staff.getByRole('status')).toContainText('보완 요청을 철회했습니다.');
      await expect(staff.getByRole('row', { name: new RegExp(partner.partnerName) })).toHaveCount(0);
    });
  } finally {
    await staffContext.close();
  }
});
