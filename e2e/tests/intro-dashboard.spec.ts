/**
 * Home's dashboard (issue 13): the demo partner sees its leads this week and this month and the
 * six-month chart of leads and spend; a partner who has just signed up sees every card's empty
 * state with the next step. Both at 1280 and 390 px.
 */
import { expect, test } from './fixtures.js';
import { DEMO, logIn, signUpAndLogIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

test('the demo partner sees its leads and the chart of leads and spend', async ({ page }, testInfo) => {
  await logIn(page, DEMO);
  const leads = page.locator('.leads-card');
  await expect(leads.getByText('이번 주 상담 요청')).toBeVisible();
  const month = Number(await leads.locator('.leads-figures__item').nth(1).locator('strong').textContent());
  expect(month).toBeGreaterThan(0);
  // The chart is SVG the server renders with the page: six months of bars, the spend as a line.
  await expect(leads.locator('.leads-chart__bar')).toHaveCount(6);
  await expect(leads.locator('.leads-chart__point').first()).toBeVisible();
  const table = page.getByRole('table', { name: '최근 6개월 상담 요청과 결제 금액' });
  await expect(table.getByRole('row')).toHaveCount(7);
  // The demo partner holds 스탠다드, paid by card each month (seed/demo-plan-orders.ts).
  await expect(page.getByRole('region', { name: '고객 노출 상태' })).toContainText('노출 중');
  await expect(page.locator('.home-list-card').first()).toContainText('스탠다드');
  // antd's styles arrive as static CSS (apps/web/antd-static-css.ts): its cards are styled, and its
  // link reset stays inside its components, so the app's own link keeps base.css's colour and underline.
  await expect(leads).toHaveCSS('border-radius', '8px');
  const ownLink = page.locator('.home-list-card').first().getByRole('link', { name: '나의 요금제' });
  await expect(ownLink).toHaveCSS('color', 'rgb(9, 88, 217)');
  await expect(ownLink).toHaveCSS('text-decoration-line', 'underline');
  await expectAccessible(page, testInfo, 'intro-dashboard-demo');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(leads.locator('.leads-chart__point').first()).toBeVisible();
    await capture(page, 'intro-dashboard-demo');
  }
});

test('a partner who has just signed up sees what to do next on every card', async ({ page, request }) => {
  await signUpAndLogIn(page, request);
  await expect(page.getByText(/아직 받은 상담 요청이 없습니다/)).toBeVisible();
  await expect(page.locator('.leads-chart')).toHaveCount(0);
  await expect(page.getByText(/아직 가입한 요금제가 없습니다/)).toBeVisible();
  await expect(page.getByText(/아직 결제 내역이 없습니다/)).toBeVisible();
  const status = page.getByRole('region', { name: '고객 노출 상태' });
  await expect(status).toContainText('미노출');
  await expect(status).toContainText('필수 정보 미등록');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await capture(page, 'intro-dashboard-new');
  }
  await page.getByRole('button', { name: '요금제 가입하기' }).click();
  await expect(page).toHaveURL(/\/paymentPlan$/);

  // MyPage shows the same status; its links open the tab of what is missing.
  await page.goto('/mypage/myInfo');
  const myPageStatus = page.getByRole('region', { name: '고객 노출 상태' });
  await expect(myPageStatus).toContainText('필수 정보 미등록');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await capture(page, 'mypage-visibility');
  }
  await myPageStatus.getByRole('link', { name: '추가 정보 등록' }).click();
  await expect(page).toHaveURL(/\/mypage\/myInfo\?tab=tab1&valid=true$/);
  await expect(page.getByRole('tab', { name: /추가 정보/, selected: true })).toBeVisible();
});
