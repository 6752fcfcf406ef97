/** Steps of the plan and payment journeys: joining a plan, the sandbox's card window, regions. */
import type { Locator, Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { REPO_ROOT } from '../../scripts/portal-process.js';
import { expect, untilLive } from './fixtures.js';
import {
  DEMO_STAFF,
  operationsAutomationToken,
  codeForAttempt,
  waitBeforeCode,
  type DemoStaff,
} from './staff-auth.js';

/** The sandbox's test cards (apps/server/src/payments/gateway/sandbox/sandbox-cards.ts). */
export const TEST_CARDS = {
  approve: '9410010000000004',
  insufficientFunds: '9410021000000001',
} as const;

/** Picks an option of an antd select by typing it (the selects on these screens are searchable). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  // The search leaves the option first and active; Enter takes it (the keyboard way).
  await box.press('Enter');
  await expect(page.locator('.ant-select', { has: box })).toContainText(option);
}

/** On /paymentPlan: opens a plan type's tab and a plan's join dialog, confirms, lands on /payment. */
export async function joinPlan(
  page: Page,
  tab: string,
  plan: string,
  region?: { sido: string; sigungu: string },
) {
  await page.goto('/paymentPlan');
  // A page from a context of the journey's own (not the fixture's) is not waited on by `goto`.
  await untilLive(page);
  await page.getByRole('tab', { name: tab }).click();
  if (region) {
    await choose(page, '시/도', region.sido);
    await choose(page, '시/군/구', region.sigungu);
  }
  await page.getByRole('article', { name: plan }).getByRole('button', { name: '가입 신청' }).click();
  const dialog = page.getByRole('dialog', { name: '요금제 가입 신청' });
  await expect(dialog.getByText(plan)).toBeVisible();
  await dialog.getByRole('button', { name: '가입 신청' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: '일반 결제' })).toBeVisible();
}

/**
 * On /payment with the card chosen: agrees, pays, and types `card` into the sandbox's window
 * (`inWindow` first looks at the window as it opened).
 */
export async function payByCard(
  page: Page,
  card: string,
  total: string,
  inWindow?: () => Promise<void>,
): Promise<void> {
  await page.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }).check();
  await page.getByRole('button', { name: `${total} 결제하기` }).click();
  await expect(page.getByRole('heading', { name: '신용카드 결제 (테스트)' })).toBeVisible();
  await expect(page.getByText(total)).toBeVisible();
  await inWindow?.();
  await page.getByLabel('카드번호').fill(card);
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/complete\?orderNo=P\d{8}\w+$/);
  // The server sent the browser there: a page load, which may arrive rendered by the server.
  await page.waitForLoadState();
  await untilLive(page);
}

/** On /payment: orders by bank transfer, closes the account dialog, lands on the awaiting-deposit page; answers the order number. */
export async function orderByBankTransfer(page: Page, total: string): Promise<string> {
  await page.getByRole('radio', { name: '무통장입금 (계좌이체)' }).check();
  await page.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }).check();
  await page.getByRole('button', { name: `${total} 결제하기` }).click();
  await page.getByRole('dialog', { name: '무통장입금 안내' }).getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '입금을 기다리고 있습니다' })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderNo')!;
}

/** The demo's operations account (apps/server/src/seed/demo-seed.ts), which the journeys' server seeds. */
export const STAFF = DEMO_STAFF.operations;

/** A desk's link in the staff console's menu. */
export const consoleDesk = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name });

/**
 * Signs in at /staff/login (where /staff leads a stranger): the password, then the authenticator's
 * code (the next step's, then a wait for the step after, if another journey just used this one:
 * each code is accepted once), and waits for the first desk the account's roles open, named by its heading.
 */
export async function staffSignIn(
  page: Page,
  account: DemoStaff = STAFF,
  landing = '운영 현황',
): Promise<void> {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.getByLabel('아이디').fill(account.id);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  const code = page.getByLabel('인증 코드');
  const landed = page.getByRole('heading', { level: 1, name: landing });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await waitBeforeCode(attempt);
    await code.fill(await codeForAttempt(attempt));
    // The server's answer, not the alert: an earlier refusal's alert is still shown right after the click.
    const answered = page.waitForResponse((response) => response.url().endsWith('/staff-api/login/code'));
    await page.getByRole('button', { name: '확인' }).click();
    const answer = (await (await answered).json()) as { data?: { access_token?: string } };
    if (answer.data?.access_token) break;
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(landed).toBeVisible();
  await expect(page.getByRole('navigation', { name: '콘솔 메뉴' })).toBeVisible();
}

/** In the console's 입금 확인 dialog: the amount and depositor as the bank shows them, then 입금 확인. */
export async function submitDeposit(staff: Page, amountWon: number, depositor: string): Promise<Locator> {
  const dialog = staff.getByRole('dialog', { name: '입금 확인' });
  await dialog.getByLabel('입금액 (통장에 찍힌 금액)').fill(String(amountWon));
  await dialog.getByLabel('입금자명').fill(depositor);
  await dialog.getByRole('button', { name: '입금 확인' }).click();
  return dialog;
}

/**
 * Runs `npm run staff -- <args>` (scripts/staff-cli.ts) against the journeys' portal, as automation
 * would: with an automation token (STAFF_TOKEN) an admin issued for the operations account.
 */
export async function staffCli(
  portalUrl: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const token = await operationsAutomationToken(portalUrl);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff-cli.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, PORTAL_URL: portalUrl, STAFF_TOKEN: token },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
