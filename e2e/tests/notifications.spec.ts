/**
 * The notification hub, end to end: a partner keeps 입금 확인 on alimtalk and push (not e-mail) and
 * lets this browser receive notifications; staff confirm the partner's bank transfer in the console;
 * the bell counts 1, the push reaches the service worker and shows, and the alimtalk sandbox holds
 * the filled template. Then the inbox, and the delivery log at the staff desk.
 *
 * The page subscribes at a local push service double (push-double-browser.ts); the journey hands the
 * decrypted push to the service worker through the DevTools protocol, as the browser's push service
 * would. The full browser: the old-headless shell never grants notifications.
 */
import type { Page } from '@playwright/test';
import {
  startPushServiceDouble,
  type PushServiceDouble,
} from '../../apps/server/src/test-support/push-service-double.js';
import { QUIET_CHROMIUM_ARGS } from '../../scripts/quiet-chromium.js';
import { subscribeAtPushDouble } from './push-double-browser.js';
import { expect, test } from './fixtures.js';
import { joinPlan, orderByBankTransfer, staffSignIn, submitDeposit } from './payment-steps.js';
import { logIn, newPerson, signUpPartner } from './support.js';
import { capture, expectAccessible } from './visual.js';

test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: QUIET_CHROMIUM_ARGS } });

const bell = (page: Page) => page.getByRole('button', { name: /^알림 \d+건$/ });

test('입금 확인 reaches the partner by alimtalk and push, and lands under the bell', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  let pushService: PushServiceDouble | undefined;
  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    pushService = await startPushServiceDouble();
    const service = pushService;
    await subscribeAtPushDouble(context, origin, service);
    const devtools = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const registration of list) {
        if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
      }
    });
    await devtools.send('ServiceWorker.enable');

    // A number on KakaoTalk (the sandbox sends 010-9999-xxxx as SMS instead).
    const person = newPerson();
    person.mobileno = `0105${person.mobileno.slice(4)}`;
    const partner = await signUpPartner(request, person);
    await logIn(page, partner);

    await test.step('알림 설정: 입금 확인 by alimtalk and push only, and this browser allowed', async () => {
      await page.goto('/mypage/notifications');
      await expect(page.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();
      await page.getByRole('checkbox', { name: '무통장 입금 확인: 이메일' }).uncheck();
      await expect(page.getByRole('checkbox', { name: '무통장 입금 확인: 카카오 알림톡' })).toBeChecked();
      await page.getByRole('button', { name: '이 브라우저에서 알림 받기' }).click();
      await expect(page.getByRole('button', { name: '이 브라우저 알림 끄기' })).toBeVisible();
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByText('알림 설정을 저장했습니다.')).toBeVisible();
      await capture(page, 'notification-settings');
      await expectAccessible(page, testInfo, 'notification-settings');
    });

    await joinPlan(page, '부분시공 플랜', '부분시공');
    const orderNo = await orderByBankTransfer(page, '209,000원');

    await test.step('staff confirm the deposit in the console', async () => {
      const staff = await staffContext.newPage();
      await staffSignIn(staff);
      await staff.goto('/staff/deposits');
      await staff
        .getByRole('row', { name: new RegExp(orderNo) })
        .getByRole('button', { name: '입금 확인' })
        .click();
      const dialog = await submitDeposit(staff, 209_000, partner.partnerName);
      await expect(dialog).toBeHidden();
      await expect(staff.getByRole('status')).toContainText(`${orderNo}: 입금을 확인했습니다.`);
    });

    await test.step('the bell counts 1 and opens the notification', async () => {
      await page.goto('/intro');
      await expect(page.getByRole('button', { name: '알림 1건' })).toBeVisible();
      await bell(page).click();
      await expect(page.getByRole('link', { name: /무통장 입금 확인/ }).first()).toBeVisible();
      await capture(page, 'notification-bell', { fullPage: false });
    });

    await test.step('the push arrives signed and encrypted, and the service worker shows it', async () => {
      await expect.poll(() => service.received.length).toBe(1);
      expect(service.refused).toEqual([]);
      const [push] = service.received;
      expect(push!.payload).toMatchObject({
        title: '무통장 입금 확인',
        url: `${origin}/paymentHistory/detail/${orderNo}`,
      });
      await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
        );
      // A push delivered while the worker is still starting can be dropped (seen on a loaded machine):
      // delivered again while none shows; a repeat replaces the first (the push's tag).
      await expect(async () => {
        if ((await shown()).length === 0)
          await devtools.send('ServiceWorker.deliverPushMessage', {
            origin,
            registrationId: registrations.get(`${origin}/`)!,
            data: JSON.stringify(push!.payload),
          });
        await expect
          .poll(shown, { timeout: 5_000 })
          .toEqual([['무통장 입금 확인', expect.stringContaining(orderNo)]]);
      }).toPass({ timeout: 30_000 });
    });

    await test.step('the alimtalk sandbox holds the filled template; no e-mail went', async () => {
      const messages = async (channel: string, to: string) =>
        (
          (await (
            await request.get(`/notification-sandbox/messages?channel=${channel}&to=${to}`)
          ).json()) as { messages: { templateCode: string; text: string; fallback: string | null }[] }
        ).messages;
      const [alimtalk] = await messages('alimtalk', person.mobileno);
      expect(alimtalk).toMatchObject({ templateCode: 'RM_PT_DEPOSIT_OK', fallback: null });
      expect(alimtalk!.text).toContain('■ 입금액: 209,000원');
      expect(alimtalk!.text).toContain(`■ 주문번호: ${orderNo}`);
      expect(alimtalk!.text).not.toContain('#{');
      expect(await messages('email', `${partner.account}@example.com`)).toEqual([]);
    });

    await test.step('알림함 lists it; 모두 읽음 clears the bell', async () => {
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: '알림함' })).toBeVisible();
      await expect(page.getByText('■ 입금액: 209,000원', { exact: false })).toBeVisible();
      await capture(page, 'notification-inbox');
      await expectAccessible(page, testInfo, 'notification-inbox');
      await page.getByRole('button', { name: '모두 읽음' }).click();
      await expect(page.getByRole('button', { name: '알림 0건' })).toBeVisible();
    });

    await test.step('staff find both deliveries at 알림 발송 내역', async () => {
      const staff = staffContext.pages()[0]!;
      await staff.goto('/staff/notifications');
      await expect(staff.getByRole('heading', { level: 1, name: '알림 발송 내역' })).toBeVisible();
      const rows = staff.getByRole('row', { name: new RegExp(partner.partnerName) });
      await expect(rows.filter({ hasText: '카카오 알림톡' })).toContainText('발송 완료');
      await expect(rows.filter({ hasText: '앱·브라우저 푸시' })).toContainText('발송 완료');
      await capture(staff, 'console-notifications');
      await expectAccessible(staff, testInfo, 'console-notifications');
    });

    await test.step('at 390 px', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/mypage/notifications');
      await expect(page.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();
      await capture(page, 'notification-settings');
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: '알림함' })).toBeVisible();
      await capture(page, 'notification-inbox');
      await bell(page).click();
      await capture(page, 'notification-bell', { fullPage: false });
      const staff = staffContext.pages()[0]!;
      await staff.setViewportSize({ width: 390, height: 844 });
      await staff.reload();
      await capture(staff, 'console-notifications');
    });
  } finally {
    await staffContext.close();
    await pushService?.close();
  }
});
