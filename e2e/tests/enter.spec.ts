/** `/enter`, the partnership page (spec §2): footer, the inquiry form, and no antd on the way. */
import { expect, test } from './fixtures.js';

test('the inquiry form refuses a missing consent and accepts a complete inquiry', async ({ page }) => {
  await page.goto('/enter');
  await expect(page.getByRole('heading', { level: 1, name: /고객을 만나는 가장 빠른 방법/ })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '개인정보 처리방침' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '이용약관' })).toBeVisible();
  await expect(footer.getByText('평일 9:00-18:00')).toBeVisible();

  await page.getByRole('link', { name: '입점 문의하기' }).click();
  const form = page.getByRole('region', { name: '입점 문의' });
  await form.getByLabel('업체명').fill('바른집수리');
  await form.getByLabel('담당자명').fill('박현장');
  await form.getByLabel('휴대폰 번호').fill('01098765432');
  await form.getByLabel('이메일').fill('contact@example.com');
  await form.getByLabel('주요 시공 지역').selectOption({ index: 2 });
  await form.getByLabel('문의 내용').fill('욕실·주방 부분시공 위주로 상담받고 싶습니다.');
  const submit = form.getByRole('button', { name: '입점 문의 보내기' });

  await submit.click();
  await expect(form.getByText('개인정보 수집·이용에 동의해주세요.')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeFocused();

  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await submit.click();
  await expect(form.getByRole('heading', { name: '입점 문의가 접수되었습니다' })).toBeVisible();
  await expect(form.getByText(/접수번호 \d+/)).toBeVisible();
});

test('the page loads no antd', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/enter');
  await expect(page.getByRole('button', { name: '입점 문의 보내기' })).toBeVisible();
  // Focusing the form loads its schema: part of what the page needs, so wait for it too.
  await page.getByRole('region', { name: '입점 문의' }).getByLabel('업체명').focus();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.map((script) => script.url).filter((url) => /antd/i.test(url))).toEqual([]);
  // antd's components all read its ConfigContext; no chunk of the page may carry it.
  for (const script of scripts) expect(await script.body, script.url).not.toContain('getPrefixCls');
  await expect(page.locator('[class^="ant-"], [class*=" ant-"]')).toHaveCount(0);
});
