/**
 * By keyboard alone: log in, reach a dialog, stay inside it while it is open, come back to the
 * button that opened it, and see where the focus is all along.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signUpPartner } from './support.js';
import { VIEWPORTS } from './visual.js';

/** Presses Tab until `target` has the focus, failing after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
}

/**
 * The focused element shows a ring: it matches :focus-visible and draws an outline or a shadow
 * (an antd text box draws it on the wrapper around the input).
 */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      );
    };
    const wrapper = element.closest('.ant-input-affix-wrapper, .ant-input-password');
    return {
      focusVisible: element.matches(':focus-visible'),
      drawn: drawn(element) || (wrapper !== null && drawn(wrapper)),
    };
  });
  expect(ring, `focus ring on ${target.toString()}`).toEqual({ focusVisible: true, drawn: true });
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px wide: log in and use a dialog by keyboard alone`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // sign-up, then every step one key at a time
    await page.setViewportSize(viewport);
    const partner = await signUpPartner(request);
    // A new partner's reminder would open by itself; this journey opens a dialog on purpose.
    await page.context().addCookies([{ name: 'hideToday_validatePartner', value: '1', url: baseURL! }]);

    await page.goto('/login');
    const account = page.getByRole('textbox', { name: '아이디' });
    await tabTo(page, account);
    await expectFocusRing(account);
    await page.keyboard.type(partner.account);
    const password = page.getByLabel('비밀번호', { exact: true });
    await tabTo(page, password);
    await expectFocusRing(password);
    await page.keyboard.type(partner.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.getByRole('heading', { level: 1, name: /대표님, 안녕하세요/ })).toBeVisible();

    const opener = page.getByRole('button', { name: '필수 정보 등록' });
    await tabTo(page, opener, 80);
    await expectFocusRing(opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '파트너 등록 필수 정보' });
    await expect(dialog).toBeVisible();

    // Tab and Shift+Tab go round the dialog's controls (close, six items, the plans banner) and
    // never out to the page behind it; each control shows where the focus is.
    const insideDialog = () =>
      dialog.evaluate((element) => element.contains(document.activeElement) && document.hasFocus());
    await expect.poll(insideDialog).toBe(true);
    for (const key of [...Array<string>(10).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await insideDialog(), `focus after ${key}`).toBe(true);
      await expectFocusRing(page.locator(':focus'));
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusRing(opener);

    // Enter on an item's button leaves the dialog for that MyPage tab.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const bizButton = dialog.getByRole('button', { name: '사업자 정보 등록하기' });
    await tabTo(page, bizButton, 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mypage\/myInfo\?tab=tab0&valid=true$/);
  });
}
