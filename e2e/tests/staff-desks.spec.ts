/**
 * The console desks: staff open the dashboard, find a partner and suspend it with a reason (the
 * partner is signed out and refused at login), then resume it; they look at the orders desk and
 * publish a notice with an image from the content desk, and the partner reads it at /notice. Every
 * desk is pictured at 1280 px.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import {
  choose,
  consoleDesk,
  joinPlan,
  orderByBankTransfer,
  staffSignIn,
  submitDeposit,
} from './payment-steps.js';
import { DEMO_STAFF } from './staff-auth.js';
import { logIn, signUpPartner, submitLogin } from './support.js';
import { capture, expectAccessible } from './visual.js';

test('staff use the dashboard, suspend and resume a partner, and publish a notice the partner reads', async ({
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
    await staffSignIn(staff);

    await test.step('the dashboard counts what needs staff, each tile leading to its desk', async () => {
      await consoleDesk(staff, '운영 현황').click();
      await expect(staff.getByRole('heading', { level: 1, name: '운영 현황' })).toBeVisible();
      const tiles = staff.getByRole('list', { name: '오늘 확인할 일' });
      await expect(tiles.getByRole('link', { name: /이번 주 가입 파트너 \d+곳/ })).toBeVisible();
      await expect(staff.getByRole('table', { name: '일별 주문과 매출' })).toBeVisible();
      await capture(staff, 'console-dashboard');
      await expectAccessible(staff, testInfo, 'console-dashboard');
    });

    await test.step('staff find the partner by name and open it', async () => {
      await consoleDesk(staff, '파트너 관리').click();
      await staff.getByRole('searchbox', { name: '파트너 검색' }).fill(partner.partnerName);
      await staff.getByRole('searchbox', { name: '파트너 검색' }).press('Enter');
      await expect(staff).toHaveURL(/\/staff\/partners\?q=/);
      const row = staff.getByRole('row', { name: new RegExp(partner.account) });
      await expect(row).toContainText('정상');
      await capture(staff, 'console-partners');
      await expectAccessible(staff, testInfo, 'console-partners');
      await row.getByRole('link', { name: partner.partnerName }).click();
      await expect(staff.getByRole('heading', { level: 1, name: partner.partnerName })).toBeVisible();
      await capture(staff, 'console-partner-detail');
      await expectAccessible(staff, testInfo, 'console-partner-detail');
    });

    await test.step('suspended with a reason, the partner is signed out and refused at login', async () => {
      await staff.getByRole('button', { name: '이용 정지' }).click();
      const dialog = staff.getByRole('dialog', { name: `이용 정지: ${partner.partnerName}` });
      await expect(dialog).toContainText(`아이디 ${partner.account}`);
      await dialog.getByLabel('사유 (파트너 이력에 남습니다)').fill('허위 시공사례 신고 확인');
      await capture(staff, 'console-partner-suspend', { fullPage: false });
      await dialog.getByRole('button', { name: '이용 정지' }).click();
      await expect(staff.getByRole('status')).toContainText('이용 정지했습니다.');
      await expect(staff.getByRole('list', { name: '이용 정지 이력' })).toContainText(
        '허위 시공사례 신고 확인',
      );

      await page.goto('/paymentHistory/list');
      await expect(page).toHaveURL(/\/login/);
      await submitLogin(page, partner.account, partner.password);
      // The session ended (the first notice), and the login itself is refused with the reason.
      await expect(page.getByRole('alert').filter({ hasText: '로그아웃' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: '이용이 제한된 계정입니다.' })).toBeVisible();
      await capture(page, 'partner-login-suspended');
    });

    await test.step('resumed with a reason, the partner signs in again', async () => {
      await staff.getByRole('button', { name: '이용 재개' }).click();
      const dialog = staff.getByRole('dialog', { name: `이용 재개: ${partner.partnerName}` });
      await dialog.getByLabel('사유 (파트너 이력에 남습니다)').fill('소명 자료 확인');
      await dialog.getByRole('button', { name: '이용 재개' }).click();
      await expect(staff.getByRole('status')).toContainText('이용 재개했습니다.');
      await logIn(page, partner);
    });

    const orderNo = await test.step('the partner orders a plan by bank transfer', async () => {
      await joinPlan(page, '부분시공 플랜', '부분시공');
      return orderByBankTransfer(page, '209,000원');
    });

    await test.step('the orders desk finds the order by state; staff confirm its deposit', async () => {
      await consoleDesk(staff, '주문 관리').click();
      await expect(staff.getByRole('heading', { level: 1, name: '주문 관리' })).toBeVisible();
      await choose(staff, '주문 상태', '입금 대기');
      await expect(staff).toHaveURL(/status=awaiting_deposit/);
      const row = staff.getByRole('row', { name: new RegExp(orderNo) });
      await expect(row).toContainText(partner.partnerName);
      await capture(staff, 'console-orders');
      await expectAccessible(staff, testInfo, 'console-orders');
      await row.getByRole('link', { name: orderNo }).click();
      await expect(staff.getByRole('heading', { level: 1, name: `주문 ${orderNo}` })).toBeVisible();
      // The pointer rests where the order's link was, over the partner link: axe would read its hover colour.
      await staff.mouse.move(1, 1);
      await capture(staff, 'console-order-detail');
      await expectAccessible(staff, testInfo, 'console-order-detail');

      await staff.getByRole('button', { name: '입금 확인' }).click();
      await submitDeposit(staff, 209_000, partner.partnerName);
      await expect(staff.getByRole('status')).toContainText(`${orderNo}: 입금을 확인했습니다.`);
      await expect(staff.getByRole('list', { name: '직원 처리 이력' })).toContainText(`입금 확인 209,000원`);
    });

    await test.step('a refund reads back the amount, the partner and the reason before it happens', async () => {
      await staff.getByRole('button', { name: '환불' }).click();
      const form = staff.getByRole('dialog', { name: '환불' });
      await form.getByLabel('환불액').fill('100000');
      await form.getByLabel('환불 사유').fill('계약 해지에 따른 부분 환불');
      await form.getByRole('button', { name: '다음' }).click();
      const readBack = staff.getByRole('dialog', { name: '환불 확인' });
      await expect(readBack).toContainText(`환불 100,000원 — ${partner.partnerName} ${orderNo}`);
      await capture(staff, 'console-refund-confirm', { fullPage: false });
      await readBack.getByRole('button', { name: '돌아가기' }).click();
      await staff.getByRole('dialog', { name: '환불' }).getByRole('button', { name: '취소' }).click();
    });

    const title = `시스템 점검 안내 ${Date.now() % 100000}`;
    await test.step('a content editor writes a notice with an image and publishes it now', async () => {
      // Content is another role: the operations account has no content desk.
      await expect(consoleDesk(staff, '콘텐츠 관리')).toHaveCount(0);
      await staff.getByRole('button', { name: '로그아웃' }).click();
      await staffSignIn(staff, DEMO_STAFF.content, '콘텐츠 관리');
      await expect(staff).toHaveURL(/\/staff\/content\/notices$/);
      const tabs = {
        events: '이벤트',
        promotions: '프로모션',
        faqs: '자주 묻는 질문',
        emergencies: '긴급 공지',
      };
      for (const [kind, tab] of Object.entries(tabs)) {
        await staff.getByRole('tab', { name: tab }).click();
        await expect(staff).toHaveURL(new RegExp(`/staff/content/${kind}$`));
        await expect(staff.getByRole('button', { name: `새 ${tab}` })).toBeVisible();
        await capture(staff, `console-content-${kind}`);
        if (kind === 'events') {
          await staff.getByRole('button', { name: '새 이벤트' }).click();
          const editor = staff.getByRole('dialog', { name: '새 이벤트' });
          await editor.getByRole('textbox', { name: '제목' }).fill('봄맞이 시공사례 이벤트');
          await expect(editor.getByRole('region', { name: '파트너 화면 미리보기' })).toContainText(
            '봄맞이 시공사례 이벤트',
          );
          await capture(staff, 'console-event-editor', { fullPage: false });
          await editor.getByRole('button', { name: '취소', exact: true }).click();
          await expect(editor).toBeHidden();
        }
      }
      await staff.getByRole('tab', { name: '공지사항' }).click();
      await capture(staff, 'console-content-notices');
      await expectAccessible(staff, testInfo, 'console-content-notices');
      await staff.getByRole('button', { name: '새 공지사항' }).click();
      const drawer = staff.getByRole('dialog', { name: '새 공지사항' });
      await drawer.getByRole('textbox', { name: '제목' }).fill(title);
      const body = drawer.getByRole('textbox', { name: '본문' });
      await body.click();
      await staff.keyboard.type('11월 30일 02:00~04:00 시스템 점검이 있습니다.');
      const png = await sharp({
        create: { width: 640, height: 240, channels: 3, background: { r: 9, g: 88, b: 217 } },
      })
        .png()
        .toBuffer();
      await drawer
        .getByLabel('본문에 넣을 이미지')
        .setInputFiles({ name: 'maintenance.png', mimeType: 'image/png', buffer: png });
      await expect(body.locator('img[src^="/uploads/content/"]')).toHaveCount(1);
      const preview = drawer.getByRole('region', { name: '파트너 화면 미리보기' });
      await expect(preview.locator('img[src^="/uploads/content/"]')).toHaveCount(1);
      await expect(preview).toContainText('시스템 점검이 있습니다.');
      await drawer.getByRole('radio', { name: '지금 게시' }).check();
      await capture(staff, 'console-notice-editor', { fullPage: false });
      await expectAccessible(staff, testInfo, 'console-notice-editor');
      await drawer.getByRole('button', { name: '저장' }).click();
      await expect(staff.getByRole('status')).toContainText(`‘${title}’: 게시했습니다.`);
      await expect(staff.getByRole('row', { name: new RegExp(title) })).toContainText('게시 중');
    });

    await test.step('the partner reads the notice with its image at /notice', async () => {
      await page.goto('/notice');
      const row = page.getByRole('button', { name: new RegExp(title) });
      await row.click();
      const notice = page.getByRole('region', { name: title });
      await expect(notice).toContainText('시스템 점검이 있습니다.');
      await expect(notice.locator('img[src^="/uploads/content/"]')).toBeVisible();
      await capture(page, 'notice-from-console');
    });
  } finally {
    await staffContext.close();
  }
});
