/**
 * Plans and one-off payments in the browser with the NicePay sandbox's window: a tier by card to
 * its withdrawal, an ad plan for a district, a declined card, and a bank transfer.
 */
import { expect, test } from './fixtures.js';
import { choose, joinPlan, orderByBankTransfer, payByCard, staffCli, TEST_CARDS } from './payment-steps.js';
import { signUpAndLogIn } from './support.js';

test('a tier by card: complete, history, detail, receipt, withdrawal and refund', async ({
  page,
  request,
}) => {
  test.slow(); // sign-up, the window's round trip, six screens
  await signUpAndLogIn(page, request);

  await test.step('the plans show the recommended tier with its VAT', async () => {
    await page.goto('/paymentPlan');
    const standard = page.getByRole('article', { name: '스탠다드' });
    await expect(standard.getByText('790,000원')).toBeVisible();
    await expect(standard.getByText('부가세 79,000원 별도 · 결제 금액 869,000원')).toBeVisible();
    await expect(page.getByText('추천', { exact: true })).toBeVisible();
  });

  await test.step('join and pay by card in the window', async () => {
    await joinPlan(page, '월정액 플랜', '스탠다드');
    await expect(page.getByRole('cell', { name: '스탠다드' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '할부 개월' })).toBeVisible();
    await payByCard(page, TEST_CARDS.approve, '869,000원');
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    await expect(page.getByText('삼성')).toBeVisible();
  });

  await test.step('my plan shows it running; nothing is left to pay', async () => {
    await page.getByRole('button', { name: '나의 요금제' }).click();
    await expect(page).toHaveURL(/\/mypage\/plan$/);
    await expect(page.getByRole('heading', { name: '스탠다드' })).toBeVisible();
    await expect(page.getByText('이용 중', { exact: true })).toBeVisible();
    await page.goto('/payment');
    await expect(page.getByText('결제할 요금제가 없습니다.', { exact: false })).toBeVisible();
  });

  await test.step('history lists it; the detail has the amounts to the won', async () => {
    await page.goto('/paymentHistory/list');
    const row = page.getByRole('row', { name: /스탠다드/ });
    await expect(row.getByText('결제 완료')).toBeVisible();
    await expect(row.getByText('869,000원')).toBeVisible();
    await row.getByRole('link', { name: '스탠다드' }).click();
    await expect(page).toHaveURL(/\/paymentHistory\/detail\/P\d{8}\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: '결제 상세' })).toBeVisible();
    await expect(page.getByText('승인번호')).toBeVisible();
  });

  await test.step('the receipt shows supplier, supply, VAT and total', async () => {
    await page.getByRole('button', { name: '영수증 보기' }).click();
    const receipt = page.getByRole('dialog', { name: '영수증' });
    await expect(receipt.getByText('주식회사 리모델링마켓')).toBeVisible();
    await expect(receipt.getByText('790,000원').first()).toBeVisible();
    await expect(receipt.getByText('79,000원').first()).toBeVisible();
    await expect(receipt.getByText('869,000원').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();
  });

  await test.step('withdrawal on the day refunds all of it', async () => {
    await page.getByRole('button', { name: '결제 취소 (청약 철회)' }).click();
    const confirm = page.getByRole('dialog', { name: '결제 취소 (청약 철회)' });
    await expect(confirm.getByText(/결제일로부터 7일 이내에 철회할 수 있습니다/)).toBeVisible();
    await expect(confirm.getByText(/결제 당일 철회 시 전액 환불/)).toBeVisible();
    await expect(confirm.getByRole('row', { name: /환불 예정 금액/ })).toContainText('869,000원');
    await confirm.getByLabel('취소 사유 (선택)').fill('단순 변심');
    await confirm.getByRole('button', { name: '결제 취소하기' }).click();
    await expect(confirm).toBeHidden();
    // The history, kept behind its tab, offers the same words in its status filter.
    await expect(page.getByText('환불 완료', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText('-869,000원')).toBeVisible();
    await expect(page.getByRole('button', { name: '결제 취소 (청약 철회)' })).toBeHidden();
  });

  await test.step('history shows it refunded; my plan is empty again', async () => {
    await page.goto('/paymentHistory/list?status=refunded');
    await expect(page.getByRole('row', { name: /스탠다드/ }).getByText('환불 완료')).toBeVisible();
    await page.goto('/mypage/plan');
    await expect(page.getByText('이용 중인 요금제가 없습니다.')).toBeVisible();
  });
});

test('an ad plan for a district, after which its premium slot is sold out', async ({ page, request }) => {
  test.slow();
  await signUpAndLogIn(page, request);
  const region = { sido: '인천광역시', sigungu: '연수구' };
  await joinPlan(page, '상단노출 광고', '상단노출 프리미엄 1개월', region);
  await expect(page.getByText('인천 연수구')).toBeVisible();
  await payByCard(page, TEST_CARDS.approve, '330,000원');
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();

  await page.goto('/mypage/plan');
  await expect(page.getByRole('heading', { name: '상단노출 프리미엄 1개월' })).toBeVisible();
  await expect(page.getByText('인천 연수구')).toBeVisible();

  // The district's only premium slot is taken now; the standard slots are another pool.
  await page.goto('/paymentPlan');
  await page.getByRole('tab', { name: '상단노출 광고' }).click();
  await choose(page, '시/도', region.sido);
  await choose(page, '시/군/구', region.sigungu);
  const premium = page.getByRole('article', { name: '상단노출 프리미엄 1개월' });
  await expect(premium.getByRole('button', { name: '마감' })).toBeDisabled();
  await expect(
    page.getByRole('article', { name: '상단노출 스탠다드 1개월' }).getByText('남은 자리 5 / 5'),
  ).toBeVisible();
  // The plan type chosen last is kept.
  await page.reload();
  await expect(page.getByRole('tab', { name: '상단노출 광고', selected: true })).toBeVisible();
});

test("a declined card shows the card company's reason and activates nothing", async ({ page, request }) => {
  test.slow();
  await signUpAndLogIn(page, request);
  await joinPlan(page, '월정액 플랜', '베이직');
  await payByCard(page, TEST_CARDS.insufficientFunds, '539,000원');
  await expect(page.getByRole('heading', { name: '결제에 실패했습니다' })).toBeVisible();
  await expect(page.getByText(/잔액부족/).first()).toBeVisible();

  await page.goto('/mypage/plan');
  await expect(page.getByText('이용 중인 요금제가 없습니다.')).toBeVisible();
  // Still owed: the payment screen offers it again.
  await page.goto('/payment');
  await expect(page.getByRole('cell', { name: '베이직' })).toBeVisible();
});

test('a bank transfer: the account to copy, staff confirm the deposit, the plan becomes active', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const partner = await signUpAndLogIn(page, request);
  await joinPlan(page, '부분시공 플랜', '부분시공');
  await page.getByRole('radio', { name: '무통장입금 (계좌이체)' }).check();
  await expect(page.getByRole('combobox', { name: '할부 개월' })).toBeHidden();
  await page.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }).check();
  await page.getByRole('button', { name: '209,000원 결제하기' }).click();

  const dialog = page.getByRole('dialog', { name: '무통장입금 안내' });
  await expect(dialog.getByText('KB국민은행')).toBeVisible();
  await expect(dialog.getByText('주식회사 리모델링마켓')).toBeVisible();
  await expect(dialog.getByText(partner.partnerName)).toBeVisible();
  await dialog.getByRole('button', { name: '계좌번호 복사' }).click();
  await expect(page.getByText('계좌번호가 복사 되었습니다.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('469801-01-284731');
  await dialog.getByRole('button', { name: '확인' }).click();

  await expect(page.getByRole('heading', { name: '입금을 기다리고 있습니다' })).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  expect(orderNo).toMatch(/^P\d{8}\w+$/);
  await page.goto('/paymentHistory/list');
  await expect(page.getByRole('row', { name: /부분시공/ }).getByText('입금 대기')).toBeVisible();
  // Not "no plan": my plan says what waits for the deposit, where, how much and by when.
  await page.goto('/mypage/plan');
  const waiting = page.getByRole('region', { name: '입금 대기 중인 주문' });
  await expect(waiting.getByText('입금 대기', { exact: true })).toBeVisible();
  await expect(waiting.getByText('209,000원')).toBeVisible();
  await expect(waiting.getByText(/KB국민은행 469801-01-284731/)).toBeVisible();
  await expect(waiting.getByRole('link', { name: orderNo })).toBeVisible();
  await expect(page.getByText('이용 중인 요금제가 없습니다.')).toBeHidden();

  await test.step('staff see it among the deposits and refuse a wrong amount', async () => {
    const listed = await staffCli(baseURL!, ['deposits']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(orderNo);
    expect(listed.stdout).toContain('209,000원');
    const wrong = await staffCli(baseURL!, [
      'confirm-deposit',
      orderNo,
      '--amount',
      '200000',
      '--depositor',
      partner.partnerName,
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('입금액 200,000원이 결제 금액 209,000원과 다릅니다.');
  });

  await test.step('staff confirm the exact deposit; the plan is active for the partner', async () => {
    const confirmed = await staffCli(baseURL!, [
      'confirm-deposit',
      orderNo,
      '--amount',
      '209000',
      '--depositor',
      partner.partnerName,
    ]);
    expect(confirmed.stderr).toBe('');
    expect(confirmed.stdout).toContain('입금을 확인했습니다');
    await page.goto('/mypage/plan');
    await expect(page.getByRole('heading', { name: '부분시공' })).toBeVisible();
    await expect(page.getByText('이용 중', { exact: true })).toBeVisible();
    await page.goto('/paymentHistory/list');
    await expect(page.getByRole('row', { name: /부분시공/ }).getByText('결제 완료')).toBeVisible();
  });
});

test('a bank transfer awaiting its deposit is paid by card after all', async ({ page, request }) => {
  test.slow();
  await signUpAndLogIn(page, request);
  await joinPlan(page, '부분시공 플랜', '부분시공');
  await orderByBankTransfer(page, '209,000원');

  await page.getByRole('button', { name: '카드로 결제하기' }).click();
  await expect(page.getByRole('heading', { name: '신용카드 결제 (테스트)' })).toBeVisible();
  await expect(page.getByText('209,000원')).toBeVisible();
  await page.getByLabel('카드번호').fill(TEST_CARDS.approve);
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(page.getByText(/삼성 \d{6}\*{6}0004 · 일시불/)).toBeVisible();

  await page.goto('/mypage/plan');
  await expect(page.getByRole('heading', { name: '부분시공' })).toBeVisible();
});
