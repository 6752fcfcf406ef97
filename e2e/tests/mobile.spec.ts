/** The main layout under the 992 px breakpoint (spec §2): the sidebar becomes a drawer. */
import { devices } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signUpAndLogIn } from './support.js';

// A phone's browser: its user agent makes the device mobile_web, whose menu groups start closed.
test.use({ viewport: { width: 390, height: 844 }, userAgent: devices['Pixel 7'].userAgent });

test('the sidebar is a drawer on a phone and leaves the desktop preference alone', async ({
  page,
  request,
}) => {
  await signUpAndLogIn(page, request);
  const sidebar = page.getByRole('navigation', { name: '주 메뉴' });
  const menuButton = page.getByRole('button', { name: '메뉴 열기' });
  const content = page.getByRole('main');

  await test.step('starts closed; the menu button opens it over the content', async () => {
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const place = async () => {
      const box = await content.boundingBox();
      return { x: box?.x, width: box?.width };
    };
    const before = await place();

    await menuButton.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: '결제', exact: true })).toBeVisible();
    // Over the content, not beside it: the content keeps its place.
    expect(await place()).toEqual(before);
    // Slides in from the left edge, 210 px wide at most.
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    expect((await sidebar.boundingBox())?.width).toBeLessThanOrEqual(210);
  });

  await test.step('choosing a page navigates and closes it', async () => {
    await sidebar.getByRole('menuitem', { name: '결제', exact: true }).click();
    const history = sidebar.getByRole('menuitem', { name: '결제 내역' });
    // The group slides open: click its item once it stands still, not where it passed by.
    await expect
      .poll(async () => {
        const before = (await history.boundingBox())?.y;
        await page.waitForTimeout(150);
        return before !== undefined && before === (await history.boundingBox())?.y;
      })
      .toBe(true);
    await history.click();
    await expect(page).toHaveURL(/\/paymentHistory\/list$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '결제 내역' })).toBeVisible();
  });

  await test.step('at desktop width the sidebar is open again, also after a reload', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: '메뉴 접기' })).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: '메뉴 접기' })).toHaveAttribute('aria-expanded', 'true');
  });
});
