/**
 * Issue #40 §4, the staff side of the loop: staff set a partner's grade with a reason; an admin
 * changes the bank-transfer account and the partner's transfer screens show the new one; a
 * consultation request goes 신규 → 처리중 → 완료 on the 상담 요청 desk while the partner watches its
 * status on /mypage/plan. The new and changed console screens and /mypage/plan are pictured at 1280
 * and 390 px, and at 390 the console’s menu button stays clear of the page’s heading. It changes the
 * account every transfer screen shows, so it runs alone after the others (project `settings`; alone:
 * `--no-deps`).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { consoleDesk, joinPlan, staffSignIn } from './payment-steps.js';
import { DEMO_STAFF } from './staff-auth.js';
import { logIn, signUpPartner } from './support.js';
import { capture, VIEWPORTS } from './visual.js';

/** Pictures the page at each width; at 390 the folded menu's button must not cover the heading. */
async function pictureBoth(page: Page, name: string): Promise<void> {
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    if (size.width < 992 && page.url().includes('/staff/')) {
      const trigger = page.locator('.ant-layout-sider-zero-width-trigger');
      await expect(trigger).toBeVisible();
      const [a, b] = [await trigger.boundingBox(), await heading.boundingBox()];
      const overlaps =
        a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `${name}: the menu button covers the heading`).toBeFalsy();
    }
    await capture(page, name);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

const ACCOUNT = { bank: '신한은행', number: '140-013-552901', holder: '주식회사 리모델링마켓' };

test('staff set the grade, the bank account and work a consultation request the partner follows', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const partner = await signUpPartner(request);
  await logIn(page, partner);
  const context = () => browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const opsContext = await context();
  const adminContext = await context();
  const staff = await opsContext.newPage();
  const admin = await adminContext.newPage();
  let saved: { bank: string; number: string; holder: string } | null = null;
  try {
    await staffSignIn(staff);
    await test.step('operations staff set the partner’s grade with a reason', async () => {
      await consoleDesk(staff, '파트너 관리').click();
      await staff.getByRole('searchbox', { name: '파트너 검색' }).fill(partner.partnerName);
      await staff.getByRole('searchbox', { name: '파트너 검색' }).press('Enter');
      await staff.getByRole('link', { name: partner.partnerName }).click();
      await expect(staff.getByRole('heading', { level: 1, name: partner.partnerName })).toBeVisible();
      await staff.getByRole('button', { name: '등급 변경' }).click();
      const dialog = staff.getByRole('dialog', { name: `등급 변경: ${partner.partnerName}` });
      await dialog.getByRole('combobox').click();
      await staff.getByTitle('골드').click();
      await dialog.getByLabel(/^사유/).fill('연간 시공 실적 우수');
      await capture(staff, 'console-partner-grade', { fullPage: false });
      await dialog.getByRole('button', { name: '등급 변경' }).click();
      await expect(staff.getByRole('status')).toContainText('골드 등급으로 변경했습니다.');
      await expect(staff.getByRole('list', { name: '등급 변경 이력' })).toContainText(
        '일반 → 골드 · 연간 시공 실적 우수',
      );
      await pictureBoth(staff, 'console-partner-detail-grade');
      // The partner's own screens read the stored grade.
      await page.goto('/intro');
      await expect(page.getByText('골드', { exact: true })).toBeVisible();
    });

    await test.step('an admin changes the bank account; the partner’s transfer screens show it', async () => {
      await staffSignIn(admin, DEMO_STAFF.admin, '직원 계정');
      await consoleDesk(admin, '설정').click();
      await expect(admin.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();
      saved = {
        bank: await admin.getByLabel('은행').inputValue(),
        number: await admin.getByLabel('계좌번호').inputValue(),
        holder: await admin.getByLabel('예금주').inputValue(),
      };
      await admin.getByLabel('은행').fill(ACCOUNT.bank);
      await admin.getByLabel('계좌번호').fill(ACCOUNT.number);
      await admin.getByRole('button', { name: '저장' }).click();
      await expect(admin.getByRole('status')).toContainText(`${ACCOUNT.bank} ${ACCOUNT.number}`);
      await pictureBoth(admin, 'console-settings');

      await joinPlan(page, '부분시공 플랜', '부분시공');
      await page.getByRole('radio', { name: '무통장입금 (계좌이체)' }).check();
      await expect(page.getByText(`${ACCOUNT.bank} ${ACCOUNT.number} (${ACCOUNT.holder})`)).toBeVisible();
      await page.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }).check();
      await page.getByRole('button', { name: /결제하기/ }).click();
      const instructions = page.getByRole('dialog', { name: '무통장입금 안내' });
      await expect(instructions).toContainText(ACCOUNT.number);
      await expect(instructions).toContainText(ACCOUNT.bank);
      await capture(page, 'payment-transfer-new-account', { fullPage: false });
      await instructions.getByRole('button', { name: '확인' }).click();
    });

    await test.step('a consultation request goes 신규 → 처리중 → 완료, and the partner sees each', async () => {
      await page.goto('/paymentPlan');
      await page.getByRole('tab', { name: '월정액 플랜' }).click();
      await page
        .getByRole('article', { name: '스탠다드' })
        .getByRole('button', { name: '상담 신청' })
        .click();
      const dialog = page.getByRole('dialog', { name: '요금제 상담 신청' });
      await dialog.getByRole('button', { name: '상담 신청' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('가입신청 완료 되었습니다.');
      await dialog.getByRole('button', { name: '확인' }).click();

      const consultations = page.getByRole('list', { name: '요금제 상담 신청' });
      await page.goto('/mypage/plan');
      await expect(consultations).toContainText('스탠다드 상담');
      await expect(consultations).toContainText('신규');

      await consoleDesk(staff, '상담 요청').click();
      await expect(staff.getByRole('heading', { level: 1, name: '상담 요청' })).toBeVisible();
      const row = staff.getByRole('row', { name: new RegExp(partner.partnerName) });
      await expect(row).toContainText('신규');
      await pictureBoth(staff, 'console-consultations');
      await row.getByRole('button', { name: '맡기' }).click();
      await expect(row).toContainText('처리중');
      await page.reload();
      await expect(consultations).toContainText('처리중');
      await pictureBoth(page, 'mypage-plan-consultation');

      await row.getByRole('button', { name: '완료' }).click();
      await expect(row).toContainText('완료');
      await page.reload();
      await expect(consultations).toContainText('완료');

      await consoleDesk(staff, '제휴 문의').click();
      await expect(staff.getByRole('heading', { level: 1, name: '제휴 문의' })).toBeVisible();
      await pictureBoth(staff, 'console-inquiries');
    });
  } finally {
    // Other journeys share the server: the account goes back to what it was.
    if (saved) {
      const before = saved as { bank: string; number: string; holder: string };
      await admin.setViewportSize(VIEWPORTS[0]!);
      await consoleDesk(admin, '설정').click();
      await admin.getByLabel('은행').fill(before.bank);
      await admin.getByLabel('계좌번호').fill(before.number);
      await admin.getByLabel('예금주').fill(before.holder);
      await admin.getByRole('button', { name: '저장' }).click();
      await expect(admin.getByRole('status')).toContainText(before.number);
    }
    await opsContext.close();
    await adminContext.close();
  }
});
