/**
 * The plan and payment screens at desktop and phone width, pictured (e2e/screenshots) and checked
 * with axe, with the plan-consulting dialog's two answers of spec §8 along the way.
 */
import { expect, test } from './fixtures.js';
import { joinPlan, payByCard, TEST_CARDS } from './payment-steps.js';
import { closeWindow, signUpAndLogIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('plans, consulting, payment, history, receipt and my plan', async ({ page, request }, testInfo) => {
      test.slow(); // sign-up, a card payment through the window, ten pictures, five axe runs
      await signUpAndLogIn(page, request);

      await test.step('the plan overview and a plan in detail', async () => {
        await page.goto('/paymentPlan');
        await expect(page.getByRole('heading', { level: 1, name: '요금제 안내' })).toBeVisible();
        await expect(page.getByRole('article', { name: '스탠다드' })).toBeVisible();
        await capture(page, 'payment-plan');
        await expectAccessible(page, testInfo, 'payment-plan');

        await page.getByRole('link', { name: '자세히 보기 (스탠다드)' }).click();
        await expect(page).toHaveURL(/\/paymentPlan\/detail\?/);
        await expect(page.getByRole('heading', { level: 1, name: /스탠다드/ })).toBeVisible();
        await capture(page, 'payment-plan-detail');
      });

      await test.step('consulting: accepted once, then refused as already applied', async () => {
        await page.getByRole('button', { name: '상담 신청' }).click();
        const dialog = page.getByRole('dialog', { name: '요금제 상담 신청' });
        await expect(dialog.getByText('월정액 플랜 · 스탠다드')).toBeVisible();
        await capture(page, 'plan-consult-dialog', { fullPage: false });
        await dialog.getByRole('button', { name: '상담 신청' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('가입신청 완료 되었습니다.');
        await dialog.getByRole('button', { name: '확인' }).click();
        await expect(dialog).toBeHidden();

        await page.getByRole('button', { name: '상담 신청' }).click();
        await dialog.getByRole('button', { name: '상담 신청' }).click();
        await expect(dialog.getByRole('alert')).toHaveText(
          '이미 신청한 상품입니다. 담당 컨설턴트를 통해서 상담 해주세요.',
        );
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      await test.step('the payment screen and the sandbox card window', async () => {
        await joinPlan(page, '월정액 플랜', '베이직');
        await expect(page.getByRole('cell', { name: '베이직' })).toBeVisible();
        await capture(page, 'payment');
        await expectAccessible(page, testInfo, 'payment');

        // The card companies' interest-free events open in a window of their own.
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          page.getByRole('link', { name: '카드사 무이자 할부 안내' }).click(),
        ]);
        await popup.setViewportSize(viewport);
        await expect(popup.getByRole('heading', { name: '카드사 무이자 할부 안내' })).toBeVisible();
        await expect(popup.getByRole('rowheader', { name: 'KB국민' })).toBeVisible();
        await capture(popup, 'installment-free-popup');
        await expectAccessible(popup, testInfo, 'installment-free-popup');
        await closeWindow(popup);

        await payByCard(page, TEST_CARDS.approve, '539,000원', async () => {
          // The test cards say what happens in Korean, the adapter's code in a column of its own.
          const cards = page.getByRole('table', { name: '테스트 카드' });
          await expect(cards.getByRole('columnheader')).toHaveText(['카드번호', '시나리오', '결과', '코드']);
          await expect(
            cards.getByRole('row', {
              name: '9410-0210-0000-0001 잔액부족 거절 (일시적, 다시 시도 가능) Declined (soft)',
            }),
          ).toBeVisible();
          await capture(page, 'card-window');
          await expectAccessible(page, testInfo, 'card-window');
        });
        await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
        // Labels stay on one line at every width (on a phone they stack above their values).
        // (Wrapped one letter per line, this four-letter label was over 90 px tall.)
        const label = page.locator('.complete__summary th', { hasText: '결제 수단' });
        expect((await label.boundingBox())!.height).toBeLessThan(60);
        await capture(page, 'payment-complete');
      });

      await test.step('history, the payment, its receipt and the withdrawal dialog', async () => {
        await page.goto('/paymentHistory/list');
        await expect(page.getByRole('row', { name: /베이직/ }).getByText('결제 완료')).toBeVisible();
        await capture(page, 'payment-history');
        await expectAccessible(page, testInfo, 'payment-history');

        await page
          .getByRole('row', { name: /베이직/ })
          .getByRole('link', { name: '베이직' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: '결제 상세' })).toBeVisible();
        await capture(page, 'payment-detail');

        await page.getByRole('button', { name: '영수증 보기' }).click();
        await expect(
          page.getByRole('dialog', { name: '영수증' }).getByText('539,000원').first(),
        ).toBeVisible();
        await capture(page, 'payment-receipt', { fullPage: false });
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: '결제 취소 (청약 철회)' }).click();
        const withdraw = page.getByRole('dialog', { name: '결제 취소 (청약 철회)' });
        await expect(withdraw.getByRole('row', { name: /환불 예정 금액/ })).toContainText('539,000원');
        await capture(page, 'payment-withdraw-dialog', { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(withdraw).toBeHidden();
      });

      await test.step('my plan', async () => {
        await page.goto('/mypage/plan');
        await expect(page.getByRole('heading', { name: '베이직' })).toBeVisible();
        await capture(page, 'my-plan');
        await expectAccessible(page, testInfo, 'my-plan');
      });
    });
  });
}
