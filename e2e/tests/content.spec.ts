/**
 * Partner content: staff publish a notice through the staff API, the partner sees the notice badge,
 * opens the notice (its view count rises), and the badge clears; nothing of the OWASP vectors in its
 * body runs in the browser. Then events (list, an ended one, a detail with its call to action), the
 * promotions and the emergency bar. Every screen pictured at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DEMO_STAFF, staffAccessToken } from './staff-auth.js';
import { signUpAndLogIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

const XSS_BODY = [
  '<p>12월 1일부터 시공사례 승인 기준이 바뀝니다. 자세한 내용은 <a href="https://example.com/guide">안내서</a>를 확인해주세요.</p>',
  `<img src=x onerror="window.__xss=1;alert('XSS')">`,
  `<svg/onload=alert('XSS')>`,
  `<a href="javascript:alert('XSS')">링크</a>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
].join('');

const noticeMenu = (page: Page) =>
  page.getByRole('navigation', { name: '주 메뉴' }).getByRole('menuitem', { name: /공지사항/ });

async function viewport(page: Page, each: (width: number) => Promise<void>) {
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    await each(size.width);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

test('staff publish a notice; the partner sees the badge, opens it, the count rises, the badge clears', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUpAndLogIn(page, request);
  const title = `시공사례 승인 기준 변경 안내 ${Date.now() % 100000}`;

  await test.step('the partner has read the notices so far: no badge', async () => {
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByRole('button', { name: /필독/ })).toBeVisible();
    await expect(noticeMenu(page)).not.toContainText('새 소식');
    // Spec §2: no footer on the notice list.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  await test.step('staff publish a notice through the staff API', async () => {
    // The content role writes content (the demo's staff_content account, with its authenticator code).
    const token = await staffAccessToken(baseURL!, DEMO_STAFF.content);
    const created = await request.post('/staff-api/content/notices', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, body: XSS_BODY },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const published = await request.post(`/staff-api/content/notices/${id}/publish`, {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(published.ok()).toBe(true);
  });

  await test.step('the badge shows on the next visit', async () => {
    await page.goto('/intro');
    await expect(noticeMenu(page)).toContainText('새 소식');
    await capture(page, 'content-badge');
  });

  await test.step('the partner opens the notice: it expands in place and counts the view', async () => {
    await noticeMenu(page).click();
    await expect(page).toHaveURL(/\/notice$/);
    const row = page.getByRole('button', { name: new RegExp(title) });
    await expect(row).toContainText('새 글');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/notice\?id=\d+$/);
    const body = page.getByRole('region', { name: title });
    await expect(body.getByText('조회 1', { exact: true })).toBeVisible();
    await expect(body.getByRole('link', { name: '안내서' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(noticeMenu(page)).not.toContainText('새 소식');
    // Nothing of the filter-evasion vectors runs or survives in the page.
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await body.locator('[onerror], [onload], [ontoggle], svg, math, style, a[href^="javascript"]').count(),
    ).toBe(0);
    expect(dialogs).toEqual([]);
    await viewport(page, async (width) => {
      await capture(page, 'notice-open');
      await expectAccessible(page, testInfo, `notice-open-${width}`);
    });
  });

  await test.step('a link to the notice opens it; the same partner the same day is not counted twice', async () => {
    await page.goto(page.url().replace('/notice?', '/notice/1?'));
    await expect(
      page.getByRole('region', { name: title }).getByText('조회 1', { exact: true }),
    ).toBeVisible();
  });

  await test.step('title search and pages', async () => {
    await page.goto('/notice');
    await page.getByRole('searchbox', { name: '공지사항 제목 검색' }).fill('연휴');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/notice\/1\?keyword=/);
    await expect(page.getByRole('button', { name: /설 연휴 고객센터 운영 시간 안내/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /필독/ })).toHaveCount(0);
    await page.goto('/notice/2');
    await expect(page.getByRole('button', { name: /파트너 포털 새 디자인 적용/ })).toBeVisible();
    await viewport(page, async (width) => {
      await capture(page, 'notice-list-page2');
      await expectAccessible(page, testInfo, `notice-list-${width}`);
    });
  });
});

test('events: running ones first, the ended one greyed; a detail with its period and call to action', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signUpAndLogIn(page, request);

  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
  const cards = page.locator('.event-grid > li');
  await expect(cards).toHaveCount(3);
  await expect(cards.last()).toContainText('종료');
  await expect(cards.first()).not.toContainText('종료');
  const eventMenu = page
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('menuitem', { name: /이벤트/ });
  await expect(eventMenu).not.toContainText('새 소식');
  await test.step('the next page the server renders shows the badges the partner has not cleared, and not 이벤트', async () => {
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'newEventStatus')?.value)
      .toMatch(/^event%3A\d+$/);
    const html = await (await page.request.get('/intro', { headers: { accept: 'text/html' } })).text();
    const badge = (menu: string) => new RegExp(`${menu}(<!-- -->)?<span class="sidebar-menu__new">`);
    expect(html).toContain('data-rendered-for');
    expect(html).toMatch(badge('공지사항'));
    expect(html).not.toMatch(badge('이벤트'));
  });
  await viewport(page, async (width) => {
    await capture(page, 'event-list');
    await expectAccessible(page, testInfo, `event-list-${width}`);
  });

  await page.getByRole('link', { name: /겨울 시즌 신규 요금제/ }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /겨울 시즌 신규 요금제/ })).toBeVisible();
  await expect(
    page.getByRole('article').getByText(/기간\s+\S*\s*\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}/),
  ).toBeVisible();
  await viewport(page, async (width) => {
    await capture(page, 'event-detail');
    await expectAccessible(page, testInfo, `event-detail-${width}`);
  });
  await page.getByRole('link', { name: '요금제 보러 가기' }).click();
  await expect(page).toHaveURL(/\/paymentPlan$/);

  await page.goto('/event');
  await page.getByRole('link', { name: /가을 추석맞이/ }).click();
  await expect(page.getByText('종료된 이벤트입니다.', { exact: false })).toBeVisible();
  await capture(page, 'event-detail-ended');
});

test('promotions for this partner, and the emergency bar dismissed per notice', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  let emergencyNo = 501;
  await page.route('**/service-api/v5/notice/emergency?**', (route) =>
    route.fulfill({
      json: {
        return_code: 0,
        return_message: 'OK',
        data: {
          emergency_no: emergencyNo,
          title: '카드 결제 지연',
          text: '카드사 점검으로 오늘 18시까지 카드 결제가 지연될 수 있습니다.',
          link_url: '/notice',
          start_at: '2026-01-01T00:00:00.000Z',
          end_at: '2099-01-01T00:00:00.000Z',
        },
      },
    }),
  );
  await signUpAndLogIn(page, request);

  await page.goto('/promotion');
  await expect(page.getByRole('heading', { level: 1, name: '프로모션' })).toBeVisible();
  // A new partner holds no ad plan: the promotion for partners without one shows, as does the one for all.
  await expect(page.getByRole('heading', { level: 2, name: '신규 파트너 첫 결제 10% 할인' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '우수 파트너 상단노출 1주 추가 제공' }),
  ).toBeVisible();
  const bar = page.getByRole('region', { name: '긴급 공지' });
  await expect(bar).toContainText('카드 결제 지연');
  await viewport(page, async (width) => {
    await capture(page, 'promotion');
    await expectAccessible(page, testInfo, `promotion-${width}`);
  });

  await bar.getByRole('button', { name: /닫기/ }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '프로모션' })).toBeVisible();
  await expect(page.getByRole('region', { name: '긴급 공지' })).toHaveCount(0);

  emergencyNo = 502;
  await page.goto('/enter');
  await expect(page.getByRole('region', { name: '긴급 공지' })).toBeVisible();
  // The FAQ of /enter comes from the server now.
  await expect(page.getByText('입점 비용이 있나요?')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '요금제·결제' })).toBeVisible();
});
