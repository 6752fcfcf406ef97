/**
 * Spec §6: the member session's menu list decides which pages open. The list lives in local
 * storage (`memberSession`); the test narrows it as a partner with fewer menus would have it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signUpAndLogIn } from './support.js';

const DENIED = '해당 메뉴의 권한이 없습니다. 관리자에게 문의하세요.';

/** Drops a menu group (by its name) from the stored member session. */
async function removeMenuGroup(page: Page, groupName: string): Promise<void> {
  await page.evaluate((name) => {
    const session = JSON.parse(localStorage.getItem('memberSession') ?? 'null') as {
      menuList: { menu_nm: string }[];
    } | null;
    if (!session) throw new Error('no member session in local storage');
    session.menuList = session.menuList.filter((group) => group.menu_nm !== name);
    localStorage.setItem('memberSession', JSON.stringify(session));
  }, groupName);
}

test.beforeEach(async ({ page, request }) => {
  await signUpAndLogIn(page, request);
});

test('a page outside the menu list is refused with a toast', async ({ page }) => {
  const caseManagement = page
    .getByRole('region', { name: '바로가기' })
    .getByRole('link', { name: '시공사례 관리' });
  await expect(caseManagement).toBeVisible();
  await removeMenuGroup(page, '등록');

  await test.step('a link still on screen', async () => {
    await caseManagement.click();
    await expect(page.getByText(DENIED)).toBeVisible();
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.getByText('준비 중인 화면입니다')).toBeHidden();
  });

  await test.step('the address typed in', async () => {
    await page.goto('/product/list');
    await expect(page.getByText(DENIED)).toBeVisible();
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.getByRole('heading', { level: 1, name: /대표님, 안녕하세요/ })).toBeVisible();
    await expect(page.getByText('준비 중인 화면입니다')).toBeHidden();
    // The freshly drawn sidebar no longer offers the group.
    const sidebar = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(sidebar.getByRole('menuitem', { name: '안내', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: '등록', exact: true })).toHaveCount(0);
  });
});

test('exempt pages open without being in the menu list', async ({ page }) => {
  await removeMenuGroup(page, '관리');
  await removeMenuGroup(page, '안내');

  await page.goto('/mypage/changePassword');
  await expect(page).toHaveURL(/\/mypage\/changePassword$/);
  await expect(page.getByRole('heading', { name: '비밀번호 변경' })).toBeVisible();

  await page.goto('/notice');
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page.getByText(DENIED)).toBeHidden();
});
