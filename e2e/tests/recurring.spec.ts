/**
 * Recurring payment in the browser: a new partner agrees to the terms with a first card, adds a
 * second, reorders and renames them, and sees them on /regularPayment; both screens pictured. Then a
 * month passes on a server of its own (its clock set by CLOCK_START, restarted a month later): the
 * plan bought on 31 January renews on 28 February, the first card declines and the second pays.
 */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { newDataDir, REPO_ROOT, startPortal } from '../../scripts/portal-process.js';
import { expect, test, untilLive } from './fixtures.js';
import { joinPlan, payByCard, staffCli, TEST_CARDS } from './payment-steps.js';
import { signUpAndLogIn, signUpPartner, type Partner, logInOnPortal } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

const nextYear = new Date().getFullYear() + 1;

async function fillCard(page: Page, card: string, alias: string) {
  await expect(page).toHaveURL(/\/regularPayment\/registration$/);
  await page.getByLabel('카드번호').fill(card);
  await page.getByLabel('유효기간 (MM/YYYY)').fill(`12${nextYear}`);
  await page.getByLabel('생년월일 (YYMMDD 6자리)').fill('900101');
  await page.getByLabel('카드 비밀번호 앞 2자리').fill('12');
  await page.getByLabel('카드 별칭', { exact: true }).fill(alias);
}

const cardItems = (page: Page) =>
  page.getByRole('list', { name: '등록 카드 (결제 순서)' }).getByRole('listitem');

test('a new partner registers two cards, reorders and renames them', async ({ page, request }, testInfo) => {
  test.slow();
  await signUpAndLogIn(page, request);

  await test.step('no arrangement: the notice and the empty state lead to the form', async () => {
    await page.goto('/regularPayment');
    const notice = page.getByRole('dialog', { name: '정기결제 안내' });
    await expect(notice).toBeVisible();
    await capture(page, 'recurring-notice', { fullPage: false });
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toBeHidden();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'recurring-empty');
      await expectAccessible(page, testInfo, `recurring-empty-${viewport.width}`);
    }
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.getByRole('button', { name: '카드 등록하기' }).click();
    await expect(page).toHaveURL(/\/regularPayment\/registration$/);
  });

  await test.step('the first card with the terms agreement', async () => {
    await fillCard(page, TEST_CARDS.approve, '첫번째카드');
    await expect(page.getByLabel('카드번호')).toHaveValue(
      TEST_CARDS.approve.replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'recurring-registration');
      await expectAccessible(page, testInfo, `recurring-registration-${viewport.width}`);
    }
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.getByRole('checkbox', { name: /정기결제 이용약관에 동의합니다/ }).check();
    await page.getByRole('button', { name: '동의하고 정기결제 등록' }).click();
    await expect(page).toHaveURL(/\/regularPayment$/);
    await expect(cardItems(page)).toHaveCount(1);
  });

  await test.step('a second card', async () => {
    await page.getByRole('button', { name: '카드 추가' }).click();
    await fillCard(page, TEST_CARDS.approve, '두번째카드');
    await page.getByRole('button', { name: '카드 등록', exact: true }).click();
    await expect(page).toHaveURL(/\/regularPayment$/);
    await expect(cardItems(page)).toHaveCount(2);
  });

  await test.step('reorder by keyboard and rename', async () => {
    await page.getByRole('button', { name: /두번째카드 순서 2번째/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(cardItems(page).first()).toContainText('두번째카드');
    await page.getByRole('button', { name: '첫번째카드 별칭 수정' }).click();
    await page.getByRole('textbox', { name: '카드 별칭' }).fill('예비카드');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(cardItems(page).nth(1)).toContainText('예비카드');
    await page.reload();
    await expect(cardItems(page).first()).toContainText('두번째카드');
    await expect(cardItems(page).nth(1)).toContainText('예비카드');
  });

  await test.step('pictures of the list', async () => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, 'recurring-list');
      await expectAccessible(page, testInfo, `recurring-list-${viewport.width}`);
    }
  });
});

test('a month later the plan renews: the first card declines, the second pays', async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow(); // two server starts, sign-up, two card registrations, a payment, the billing run
  const env = { WEB_DIST: process.env.E2E_WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist') };
  const dataDir = newDataDir();

  // 31 January, 10:00 in Seoul: the partner registers two cards and buys a monthly plan.
  const january = await startPortal({ ...env, CLOCK_START: '2027-01-31T10:00:00+09:00' }, dataDir, {
    keepDataDir: true,
  });
  let partner: Partner;
  try {
    const api = await playwright.request.newContext({ baseURL: january.url });
    partner = await signUpPartner(api).finally(() => api.dispose());
    const page = await logInOnPortal(browser, january, partner);
    await expect(page).toHaveURL(/\/intro$/);
    await page.goto('/regularPayment/registration');
    await untilLive(page);
    await fillCard(page, TEST_CARDS.insufficientFunds, '잔액부족카드');
    await page.getByRole('checkbox', { name: /정기결제 이용약관에 동의합니다/ }).check();
    await page.getByRole('button', { name: '동의하고 정기결제 등록' }).click();
    await expect(cardItems(page)).toHaveCount(1);
    await page.getByRole('button', { name: '카드 추가' }).click();
    await fillCard(page, TEST_CARDS.approve, '법인카드');
    await page.getByRole('button', { name: '카드 등록', exact: true }).click();
    await expect(cardItems(page)).toHaveCount(2);

    await joinPlan(page, '월정액 플랜', '라이트');
    await expect(page.getByText(/등록한 카드로 자동 갱신됩니다/)).toBeVisible();
    await payByCard(page, TEST_CARDS.approve, '319,000원');
    await page.goto('/regularPayment');
    await expect(page.getByRole('list', { name: '갱신되는 요금제' })).toContainText(
      '다음 결제일 2027.02.28 · 319,000원',
    );
    await page.context().close();
  } finally {
    await january.stop();
  }

  // 28 February, 10:00: the billing run (here started by staff, as the schedule would).
  const february = await startPortal({ ...env, CLOCK_START: '2027-02-28T10:00:00+09:00' }, dataDir);
  try {
    const run = await staffCli(february.url, ['run-billing']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('결제 승인 1건');
    const page = await logInOnPortal(browser, february, partner);
    await expect(page).toHaveURL(/\/intro$/);
    await page.goto('/regularPayment');
    await expect(page.getByRole('list', { name: '갱신되는 요금제' })).toContainText(
      '다음 결제일 2027.03.31 · 319,000원',
    );
    const runs = page.locator('.billing-run');
    await expect(runs).toHaveCount(1);
    await expect(runs.first()).toContainText('결제 완료');
    await expect(runs.first()).toContainText('2027.02.28 ~ 2027.03.30');
    const attempts = runs.first().getByRole('listitem');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.first()).toContainText('잔액부족카드');
    await expect(attempts.first()).toContainText('잔액부족');
    await expect(attempts.nth(1)).toContainText('법인카드');
    await expect(attempts.nth(1)).toContainText('결제 완료');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'recurring-renewed');
      await expectAccessible(page, testInfo, `recurring-renewed-${viewport.width}`);
    }
    await page.setViewportSize(VIEWPORTS[0]!);

    // Payment history lists the renewal, paid, with the card that paid.
    await runs.first().getByRole('link', { name: '결제 상세' }).click();
    await expect(page).toHaveURL(/\/paymentHistory\/detail\/R\w+$/);
    const detail = page.getByRole('main');
    await expect(
      detail.getByRole('cell', { name: '라이트 정기결제 (2027-02-28 ~ 2027-03-30)' }),
    ).toBeVisible();
    await expect(detail.getByText('결제 완료', { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(detail.getByRole('cell', { name: '2027.02.28 10:00' }).first()).toBeVisible();
    await page.context().close();
  } finally {
    await february.stop();
  }
});
