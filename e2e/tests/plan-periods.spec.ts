/**
 * No overlapping plans (issue #40 §5): the same plan bought twice runs one period after the other.
 * Before paying, /payment shows the period held and the new one; /mypage/plan shows the new one as
 * reserved (예약); the payment's detail shows its period.
 */
import { expect, test } from './fixtures.js';
import { joinPlan, payByCard, TEST_CARDS } from './payment-steps.js';
import { signUpAndLogIn } from './support.js';
import { capture, VIEWPORTS } from './visual.js';

/** `2026.12.01` → the next day, `2026.12.02`. */
function nextDay(dotted: string): string {
  const next = new Date(`${dotted.replace(/\./g, '-')}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10).replace(/-/g, '.');
}

test('the same plan bought twice: the second period starts the day after the first ends', async ({
  page,
  request,
}) => {
  test.slow(); // sign-up and two round trips through the card window
  await signUpAndLogIn(page, request);

  await test.step('the first purchase starts today', async () => {
    await joinPlan(page, '월정액 플랜', '베이직');
    const periods = page.locator('.price-lines__periods');
    await expect(periods).toContainText('새 이용 기간');
    await expect(periods).not.toContainText('이용 중인 기간');
    await payByCard(page, TEST_CARDS.approve, '539,000원');
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  });

  let firstEnd = '';
  await test.step('buying it again shows both periods before payment', async () => {
    await joinPlan(page, '월정액 플랜', '베이직');
    const periods = page.locator('.price-lines__periods');
    await expect(periods).toContainText('이용 중인 기간');
    const held = await periods.locator('dt:has-text("이용 중인 기간") + dd').innerText();
    const fresh = await periods.locator('dt:has-text("새 이용 기간") + dd').innerText();
    firstEnd = held.split(' ~ ')[1]!;
    expect(fresh.split(' ~ ')[0]).toBe(nextDay(firstEnd));
    await expect(page.getByText(/이용 기간이 끝난 다음 날부터 새 기간이 시작됩니다/)).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'payment-periods');
    }
    await page.setViewportSize(VIEWPORTS[0]!);
    await payByCard(page, TEST_CARDS.approve, '539,000원');
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  });

  await test.step('my plan shows the second period reserved after the first', async () => {
    await page.goto('/mypage/plan');
    const plans = page.locator('.my-plan');
    await expect(plans).toHaveCount(2);
    const reserved = plans.filter({ has: page.getByText('예약', { exact: true }) });
    await expect(reserved).toContainText(`${nextDay(firstEnd)} ~`);
    const current = plans.filter({ has: page.getByText('이용 중', { exact: true }) });
    await expect(current).toContainText('다음 날부터 예약된 베이직 이용 기간이 이어집니다');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'my-plan-reserved');
    }
    await page.setViewportSize(VIEWPORTS[0]!);
  });

  await test.step("the second payment's detail shows its period", async () => {
    await page
      .locator('.my-plan', { has: page.getByText('예약', { exact: true }) })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '결제 상세' })).toBeVisible();
    await expect(page.locator('.price-lines__periods')).toContainText(`이용 기간${nextDay(firstEnd)} ~`);
  });
});
