/**
 * Popups as data: a content staff member creates a popup due now on every page of the main layout,
 * previews it and publishes it; the demo partner finds it first in the queue of the seeded popups,
 * one at a time, and 오늘 하루 안보기 keeps it away across a reload while the others come back.
 * The desk, the editor, the preview and the partner's popups pictured at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { staffSignIn } from './payment-steps.js';
import { DEMO_STAFF } from './staff-auth.js';
import { DEMO, logIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

test.use({ showDemoPopups: true });

async function atEachWidth(page: Page, each: (width: number) => Promise<void>) {
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    await each(size.width);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

/** Today 00:00 on the Seoul calendar, as the picker takes it. */
const seoulMidnight = () => `${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)} 00:00`;

test('staff publish a popup; the partner sees it queued first, one at a time, and hides it for today', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const title = `연말 감사 인사 ${Date.now() % 100000}`;
  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const staff = await staffContext.newPage();
  try {
    await test.step('the content staff member opens the popups desk: the seeded popups with their status', async () => {
      await staffSignIn(staff, DEMO_STAFF.content, '콘텐츠 관리');
      await staff
        .getByRole('navigation', { name: '콘솔 메뉴' })
        .getByRole('link', { name: '팝업 관리' })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: '팝업 관리' })).toBeVisible();
      await expect(staff.getByRole('row', { name: /요금제 가격 조정 안내/ })).toContainText('종료');
      await expect(staff.getByRole('row', { name: /요금제 가격 조정 안내/ })).toContainText(
        '2023.11.08 14:00 ~ 2024.01.17 09:00 전',
      );
      await expect(staff.getByRole('row', { name: /리모델링마켓 파트너 리브랜딩/ })).toContainText('게시 중');
      await expect(staff.getByRole('row', { name: /요금제에 가입하고/ })).toContainText('숨김');
      await expect(staff.getByRole('row', { name: /연말 세금계산서/ })).toContainText('예정');
      await atEachWidth(staff, async () => capture(staff, 'console-popups'));
      await expectAccessible(staff, testInfo, 'console-popups');
    });

    await test.step('they write a popup due now on every page, preview it as the partner will see it, and publish it', async () => {
      await staff.getByRole('button', { name: '새 팝업' }).click();
      const editor = staff.getByRole('dialog', { name: '새 팝업' });
      await editor.getByLabel('제목').fill(title);
      await editor
        .getByLabel('내용')
        .fill(
          '올 한 해 리모델링마켓과 함께해 주셔서 감사합니다.\n내년에도 더 많은 고객을 연결해 드리겠습니다.',
        );
      await editor.getByRole('radio', { name: '로그인 후 모든 화면' }).check();
      const start = editor.getByLabel('노출 시작 (한국 시간)');
      await start.click();
      await start.fill(seoulMidnight());
      await start.press('Enter');
      await editor.getByLabel('우선순위 (작을수록 먼저)').fill('5');
      await editor.getByRole('switch', { name: '게시 (끄면 숨김)' }).click();
      await atEachWidth(staff, async () => capture(staff, 'console-popup-editor', { fullPage: false }));

      await editor.getByRole('button', { name: '미리보기' }).click();
      const preview = staff.getByRole('dialog', { name: title });
      await expect(preview).toContainText('내년에도 더 많은 고객을 연결해 드리겠습니다.');
      await expect(preview.getByRole('button', { name: '오늘 하루 안보기' })).toBeVisible();
      await atEachWidth(staff, async () => capture(staff, 'console-popup-preview', { fullPage: false }));
      await preview.getByRole('button', { name: '닫기' }).click();

      await editor.getByRole('button', { name: '저장' }).click();
      // The particle follows how the title's number is read (을 after 일, 를 after 이…).
      await expect(staff.getByRole('status')).toContainText(
        new RegExp(`팝업 ‘${title}’[을를] 저장했습니다\\.`),
      );
      await expect(staff.getByRole('row', { name: new RegExp(title) })).toContainText('게시 중');
    });

    await test.step('the seeded chat popup previews with the QR code, the store links and the Android-only note', async () => {
      await staff
        .getByRole('row', { name: /파트너 앱에서 고객과 채팅으로 상담하세요/ })
        .getByRole('button', { name: '수정' })
        .click();
      const editor = staff.getByRole('dialog', { name: '팝업 수정' });
      await editor.getByRole('button', { name: '미리보기' }).click();
      const chat = staff.getByRole('dialog', { name: '파트너 앱에서 고객과 채팅으로 상담하세요' });
      await expect(chat).toContainText(
        '채팅 상담은 안드로이드 앱에서만 이용 가능하며, 아이폰은 업데이트 중입니다.',
      );
      await expect(chat.getByRole('link', { name: /Google Play/ })).toBeVisible();
      await expect(chat.getByText('안드로이드 앱 설치 QR 코드')).toBeVisible();
      await atEachWidth(staff, async () => capture(staff, 'console-popup-chat-preview', { fullPage: false }));
      await chat.getByRole('button', { name: '닫기' }).click();
      await editor.getByRole('button', { name: '취소' }).click();
    });

    await test.step('the demo partner sees it first, one popup at a time, then the seeded ones', async () => {
      await logIn(page, DEMO);
      const first = page.getByRole('dialog', { name: title });
      await expect(first).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(first).toContainText('1 / 4');
      await atEachWidth(page, async () => capture(page, 'popup-queue-first', { fullPage: false }));
      await expectAccessible(page, testInfo, 'popup-queue-first');

      await first.getByRole('button', { name: '오늘 하루 안보기' }).click();
      const second = page.getByRole('dialog', { name: '리모델링마켓 파트너 리브랜딩 기념 이벤트' });
      await expect(second).toContainText('2 / 4');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      const image = second.getByRole('img', { name: '파트너 리브랜딩 기념 이벤트' });
      await expect(image).toHaveAttribute('width', '640');
      await atEachWidth(page, async () => capture(page, 'popup-queue-image', { fullPage: false }));
      await second.getByRole('button', { name: '닫기' }).click();
      await expect(
        page.getByRole('dialog', { name: '정기결제로 요금제를 끊김 없이 이용하세요' }),
      ).toContainText('3 / 4');
      await page.keyboard.press('Escape');
      const last = page.getByRole('dialog', { name: '요금제 구성 변경 안내' });
      await expect(last).toContainText('4 / 4');
      await last.getByRole('button', { name: '닫기' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('after a reload the hidden one stays away for today; the others come back', async () => {
      await page.reload();
      await expect(
        page.getByRole('dialog', { name: '리모델링마켓 파트너 리브랜딩 기념 이벤트' }),
      ).toContainText('1 / 3');
      await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
      const cookies = await page.context().cookies();
      const hidden = cookies.find(
        (cookie) => /^hideToday_popup_\d+$/.test(cookie.name) && cookie.value === '1',
      );
      // Until 23:59:59 today in Seoul: at most a day away, and on the Seoul day's last second.
      const expires = new Date(hidden!.expires * 1000);
      expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
      expect(new Date(expires.getTime() + 9 * 3_600_000).toISOString().slice(11, 19)).toBe('23:59:59');
    });

    await test.step('staff retire it: the desk says so', async () => {
      const row = staff.getByRole('row', { name: new RegExp(title) });
      await row.getByRole('button', { name: '내리기' }).click();
      // The confirmation opens at the end of the page: its 내리기 is the last one.
      await staff.getByRole('button', { name: '내리기', exact: true }).last().click();
      await expect(row).toContainText('숨김');
    });
  } finally {
    await staffContext.close();
  }
});
