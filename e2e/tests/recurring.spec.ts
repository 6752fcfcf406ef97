/**
 * Recurring payment in the browser: a new partner agrees to the terms with a first card, adds a
 * second, reorders and renames them, and sees them on /regularPayment; both screens pictured.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { TEST_CARDS } from './payment-steps.js';
import { signUpAndLogIn } from './support.js';
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
