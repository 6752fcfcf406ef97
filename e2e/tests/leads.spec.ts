/**
 * The lead inbox, end to end (issue #39): a partner on a plan keeps the inbox open and lets this
 * browser receive notifications; the marketplace posts a lead; the inbox shows it without a reload
 * and the push arrives; the partner accepts and sees the relay number, sends an itemised quote with
 * VAT; the customer opens the link (no login) and the partner sees 열람함; the lead becomes 계약 and
 * the plan's figures on home count one contract. Then staff see it at 리드 현황.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  startPushServiceDouble,
  type PushServiceDouble,
} from '../../apps/server/src/test-support/push-service-double.js';
import { QUIET_CHROMIUM_ARGS } from '../../scripts/quiet-chromium.js';
import { expect, test } from './fixtures.js';
import { joinPlan, payByCard, staffSignIn, TEST_CARDS } from './payment-steps.js';
import { subscribeAtPushDouble } from './push-double-browser.js';
import { logIn, MARKETPLACE_TOKEN, signUpPartner, type Partner } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

// The push needs notifications granted, which the old-headless shell never does.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: QUIET_CHROMIUM_ARGS } });

async function postLead(request: APIRequestContext, partner: Partner): Promise<number> {
  const response = await request.post('/service-api/internal/estimates', {
    headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
    data: {
      lead_id: `E2E-${partner.partnerId}-${Date.now()}`,
      partner_id: partner.partnerId,
      product_key: 'PARTIAL_MONTHLY',
      received_at: new Date().toISOString(),
      region: { sido: '서울특별시', sigungu: '마포구' },
      construction_type: '욕실',
      space_type: '아파트',
      area_m2: 84.97,
      rooms: ['욕실'],
      desired_start: null,
      budget_min_won: 3_000_000,
      budget_max_won: 5_000_000,
      description: '욕실 한 곳 전체 리모델링을 원합니다. 방수 상태도 봐주세요.',
      customer_name: '김민수',
      customer_phone: '010-2345-6789',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { estimate_no: number } }).data.estimate_no;
}

const shoot = async (page: Page, name: string) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await capture(page, name);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
};

test('a lead arrives live, is accepted, quoted, opened by the customer and contracted', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  let pushService: PushServiceDouble | undefined;
  const customer = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    pushService = await startPushServiceDouble();
    const service = pushService;
    await subscribeAtPushDouble(context, origin, service);
    const partner = await signUpPartner(request);
    await logIn(page, partner);

    await test.step('this browser receives notifications; the partner holds a plan', async () => {
      await page.goto('/mypage/notifications');
      await page.getByRole('button', { name: '이 브라우저에서 알림 받기' }).click();
      await expect(page.getByRole('button', { name: '이 브라우저 알림 끄기' })).toBeVisible();
      await joinPlan(page, '부분시공 플랜', '부분시공');
      await payByCard(page, TEST_CARDS.approve, '209,000원');
    });

    let leadNo = 0;
    await test.step('the open inbox shows the new lead without a reload, and the push arrives', async () => {
      const streaming = page.waitForResponse((response) => response.url().endsWith('/leads/stream'));
      await page.goto('/leads');
      await streaming;
      await expect(page.getByRole('heading', { level: 1, name: /견적 요청함/ })).toBeVisible();
      await expect(page.getByText('아직 받은 견적 요청이 없습니다')).toBeVisible();
      leadNo = await postLead(request, partner);
      await expect(page.getByText('새 견적 요청이 도착했습니다')).toBeVisible();
      const row = page.getByRole('link', { name: '서울 마포구' });
      await expect(row).toBeVisible();
      await expect(page.getByText('김*수')).toBeVisible();
      await expect.poll(() => service.received.length).toBeGreaterThanOrEqual(1);
      expect(service.refused).toEqual([]);
      expect(service.received.at(-1)!.payload).toMatchObject({
        title: '새 견적 요청',
        url: `${origin}/leads/${leadNo}`,
      });
      await shoot(page, 'leads-inbox');
      await expectAccessible(page, testInfo, 'leads-inbox');
    });

    await test.step('accept: the relay number shows, never the customer phone', async () => {
      await page.goto(`/leads/${leadNo}`);
      await expect(page.getByRole('heading', { level: 1, name: `견적 요청 #${leadNo}` })).toBeVisible();
      await page.getByRole('button', { name: '수락', exact: true }).click();
      await page
        .getByRole('dialog', { name: '이 견적 요청을 수락할까요?' })
        .getByRole('button', { name: '수락' })
        .click();
      const contact = page.locator('.lead-contact');
      await expect(contact).toContainText('김민수');
      await expect(contact.getByRole('link', { name: /^0508-\d{4}-\d{4}$/ })).toBeVisible();
      await expect(page.getByText('010-2345-6789')).toHaveCount(0);
      await shoot(page, 'lead-detail');
      await expectAccessible(page, testInfo, 'lead-detail');
    });

    let shareUrl = '';
    await test.step('an itemised quote with VAT is sent', async () => {
      await page.getByRole('button', { name: '견적서 작성' }).click();
      await expect(page).toHaveURL(new RegExp(`/quotes/new\\?lead=${leadNo}$`));
      await page.getByLabel('추가할 공정').selectOption('욕실');
      await page.getByRole('button', { name: '공정 추가' }).click();
      await page.getByLabel('욕실 1행 품명', { exact: true }).fill('욕실 전체 리모델링');
      await page.getByLabel('욕실 1행 자재', { exact: true }).fill('대림바스 / 중급');
      await page.getByLabel('욕실 1행 수량', { exact: true }).fill('1');
      await page.getByLabel('욕실 1행 노무비 단가', { exact: true }).fill('2000000');
      await page.getByLabel('욕실 1행 자재비 단가', { exact: true }).fill('1500000');
      const preview = page.getByRole('complementary', { name: '견적 미리보기' });
      await expect(preview).toContainText('350,000원');
      await expect(preview).toContainText('3,850,000원');
      await shoot(page, 'quote-editor');
      await page.getByRole('button', { name: '견적서 발송' }).click();
      await page
        .getByRole('dialog', { name: '견적서를 발송할까요?' })
        .getByRole('button', { name: '발송' })
        .click();
      await expect(page).toHaveURL(/\/quotes\/\d+$/);
      await expect(page.getByText('3,850,000원').filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByText('고객이 아직 견적서를 열지 않았습니다.')).toBeVisible();
      shareUrl = await page.getByLabel('고객용 링크').inputValue();
      expect(shareUrl).toMatch(/\/quote\/[\w.-]+$/);
    });

    await test.step("the customer's link opens without a login; the partner sees 열람함", async () => {
      const view = await customer.newPage();
      await view.goto(shareUrl);
      await expect(view.getByText('3,850,000원').first()).toBeVisible();
      await expect(view.getByText(partner.partnerName).first()).toBeVisible();
      const pdf = await view.request.get(
        new URL(view.url()).pathname.replace('/quote/', '/quote-api/') + '/pdf',
      );
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await shoot(view, 'quote-public');
      await page.reload();
      await expect(page.getByText(/고객이 .+에 처음 열었습니다/)).toBeVisible();
      await shoot(page, 'quote-detail');
      await expectAccessible(page, testInfo, 'quote-detail');
    });

    await test.step('계약: the plan figures on home count one contract', async () => {
      await page.goto(`/leads/${leadNo}`);
      await page.getByRole('button', { name: '진행 단계 변경' }).click();
      const dialog = page.getByRole('dialog', { name: '진행 단계 변경' });
      await dialog.getByLabel('바꿀 단계').selectOption('contracted');
      await dialog.getByRole('button', { name: '변경' }).click();
      await expect(page.locator('.lead-detail').getByText('계약').first()).toBeVisible();
      await page.goto('/intro');
      const returns = page.locator('.plan-returns-card');
      // The newest month first: this month's row of the plan counts the lead, its quote and the contract.
      const row = returns.getByRole('row', { name: /부분시공/ }).first();
      await expect(row.getByRole('cell').nth(2)).toHaveText('1건');
      await expect(row.getByRole('cell').nth(5)).toHaveText('1건');
      await expect(row.getByRole('cell').nth(6)).toHaveText('209,000원');
    });

    await test.step('staff see the lead at 리드 현황', async () => {
      const staff = await staffContext.newPage();
      await staffSignIn(staff);
      await staff.goto('/staff/leads');
      await expect(staff.getByRole('heading', { level: 1, name: '리드 현황' })).toBeVisible();
      await expect(staff.getByRole('row', { name: new RegExp(partner.partnerName) }).first()).toBeVisible();
      await shoot(staff, 'console-leads');
      await expectAccessible(staff, testInfo, 'console-leads');
    });
  } finally {
    await customer.close();
    await staffContext.close();
    await pushService?.close();
  }
});
