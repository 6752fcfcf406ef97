/**
 * MyPage (spec §2): a fresh partner fills every tab, logo included, and sees the registration
 * checklist complete all but the plan; the registration-required dialog leads to each tab; the
 * native app's hand-over page; the unsaved-change warning; screenshots of each tab.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from './fixtures.js';
import { logIn, signUpPartner, type Partner } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

/** The tabs in order, each with a field a new partner still has to fill. */
const TABS = [
  { param: 'tab0', title: '사업자 정보', missing: (page: Page) => page.getByLabel('업태') },
  { param: 'tab1', title: '추가 정보', missing: (page: Page) => page.getByLabel('설립연도') },
  {
    param: 'tab2',
    title: '선호 정보',
    missing: (page: Page) => page.getByRole('group', { name: '시공 분야' }),
  },
  {
    param: 'tab3',
    title: '담당자 정보',
    missing: (page: Page) => page.getByRole('group', { name: '전체 리모델링 담당자' }).getByLabel('이름'),
  },
  { param: 'tab4', title: '정산 정보', missing: (page: Page) => page.getByLabel('계좌번호') },
] as const;

/** A small square PNG (a two-colour diagonal), encoded here so the test needs no image library. */
function pngLogo(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([
      0, // filter: none
      ...Array.from({ length: size }, (_, x) => (x > y ? [9, 88, 217] : [250, 173, 20])).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The reminder that opens over /intro while the checklist is incomplete. */
const reminder = (page: Page) => page.getByRole('dialog', { name: '파트너 등록을 완료해주세요' });
const requiredDialog = (page: Page) => page.getByRole('dialog', { name: '파트너 등록 필수 정보' });

/** The checklist card on /intro: one row per item with its state. */
const checklistRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

/** Saves the open tab and waits for the toast that says so. */
async function save(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const toast = page.locator('.ant-notification-notice').filter({ hasText: `${title}를 저장했습니다.` });
  await expect(toast).toBeVisible();
  // The toast opens below the top bar: the session timer and 로그아웃 stay visible and clickable.
  // (The app's own MyPage has no top bar.)
  const logout = page.getByRole('link', { name: '로그아웃' });
  if ((await logout.count()) > 0) {
    const bar = (await logout.boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  }
}

/** A tab in the tab list; its name carries "입력 필요" while the checklist item is incomplete. */
const tab = (page: Page, title: string) => page.getByRole('tab', { name: new RegExp(`^${title}`) });

async function expectTabComplete(page: Page, title: string): Promise<void> {
  await expect(tab(page, title)).toHaveAccessibleName(title);
}

/** An access token as the native app holds one, from the partner login API. */
async function appToken(request: APIRequestContext, partner: Partner): Promise<string> {
  const response = await request.post('/member-api/api/v1/ceologin', {
    data: { username: partner.account, password: partner.password },
  });
  const body = (await response.json()) as { code: number; context: { access_token: string } };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.context.access_token;
}

/** The whole profile but the plan, filled through the API as the tabs would save it (for the pictures). */
async function fillProfile(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const mine = await request.get('/partner-api/authapi/partner/mypartner', { headers });
  const { partner_id: partnerId } = ((await mine.json()) as { data: { partner_id: number } }).data;
  const sections: Record<string, string | number | { name: string; mimeType: string; buffer: Buffer }>[] = [
    {
      section: 'biz',
      partner_name: '한결인테리어',
      business_type: '건설업',
      business_item: '실내건축공사',
      postcode: '06220',
      road_address: '서울특별시 강남구 테헤란로 212',
      jibun_address: '서울특별시 강남구 역삼동 718-5',
      address_detail: '3층 301호',
      company_phone: '02-1234-5678',
      tax_bill_email: 'office@example.com',
      introduction: '주거 공간 리모델링 15년, 욕실과 주방 전문 시공팀입니다.',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: pngLogo(256) },
    },
    {
      section: 'additional',
      founded_year: 2010,
      staff_count: 12,
      licenses: JSON.stringify(['실내건축공사업', '전기공사업']),
      warranty_months: 24,
      insurance_company: '서울보증보험',
      homepage_url: 'https://example.com',
    },
    {
      section: 'preference',
      construction_types: JSON.stringify(['욕실', '주방', '도배']),
      service_regions: JSON.stringify([
        { sido: '서울특별시', sigungu: '강남구' },
        { sido: '서울특별시', sigungu: '서초구' },
        { sido: '경기도', sigungu: '전체' },
      ]),
      budget_min: 5_000_000,
      budget_max: 50_000_000,
      min_area: 33,
    },
    {
      section: 'manager',
      remodeling_manager_name: '김담당',
      remodeling_manager_phone: '010-1234-5678',
      partial_manager_name: '이부분',
      partial_manager_phone: '010-2345-6789',
    },
    {
      section: 'calculate',
      bank_code: '004',
      account_holder: '한결인테리어',
      account_number: '123456789012',
    },
  ];
  for (const multipart of sections) {
    const response = await request.put(`/partner-api/api/partner/${partnerId}/info`, { headers, multipart });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The Kakao/Daum postcode search's script, answered here: CI has no internet. */
const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** The postcode search cannot load (blocked, offline). */
const blockPostcodeSearch = (page: Page) => page.route(POSTCODE_SCRIPT, (route) => route.abort());

/**
 * A stand-in for the postcode search, served as its script (so the page's CSP and loader are the real
 * ones): its embedded page offers one address to pick.
 */
const fakePostcodeSearch = (page: Page) =>
  page.route(POSTCODE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.daum = { Postcode: function (options) {
        this.embed = function (element) {
          var pick = document.createElement('button');
          pick.type = 'button';
          pick.textContent = '서울특별시 강남구 테헤란로 212 (역삼동)';
          pick.style.cssText = 'display:block;width:100%;padding:12px;text-align:left';
          pick.onclick = function () {
            options.oncomplete({ zonecode: '06220', roadAddress: '서울특별시 강남구 테헤란로 212',
              jibunAddress: '', autoJibunAddress: '서울특별시 강남구 역삼동 718-5' });
          };
          element.appendChild(pick);
        };
      } };`,
    }),
  );

/** Types the address by hand once the postcode search has failed to load. */
async function typeAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: '주소 검색' }).click();
  await expect(page.getByRole('alert')).toContainText('주소 검색 서비스를 불러오지 못했습니다.');
  await expect(page.getByLabel('우편번호')).toBeFocused();
  await page.getByLabel('우편번호').fill('06220');
  await page.getByLabel('도로명 주소').fill('서울특별시 강남구 테헤란로 212');
  await page.getByLabel('지번 주소').fill('서울특별시 강남구 역삼동 718-5');
}

/** Fills tab0 (business info) with everything the checklist counts, logo included. */
async function fillBusiness(page: Page): Promise<void> {
  await page.getByLabel('업태').fill('건설업');
  await page.getByLabel('종목').fill('실내건축공사');
  await typeAddress(page);
  await page.getByLabel('상세 주소').fill('3층');
  await page.getByLabel('대표 전화번호').fill('02-1234-5678');
  await page.getByLabel('업체 소개').fill('주거 공간 리모델링 15년, 욕실과 주방 전문 시공팀입니다.');
  await page
    .getByLabel('업체 로고')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngLogo() });
}

test.describe('a freshly signed-up partner', () => {
  let partner: Partner;

  test.beforeEach(async ({ page, request }) => {
    partner = await signUpPartner(request);
    // Home as a new partner sees it: with the validate-partner reminder.
    await logIn(page, partner, { showReminder: true });
  });

  test('completes every MyPage tab and sees the checklist complete but for the plan', async ({ page }) => {
    test.slow(); // five tabs saved, a logo processed, home loaded twice

    // Home: the reminder lists everything still missing, the checklist has nothing done.
    await expect(reminder(page)).toContainText(
      '남은 항목: 사업자 정보, 추가 정보, 선호 정보, 담당자 정보, 정산 정보, 요금제 가입',
    );
    // Its footer's 닫기 (the corner's close button has the same name).
    await reminder(page).getByRole('button', { name: '닫기', exact: true }).last().click();
    await expect(reminder(page)).toBeHidden();
    const progress = page.getByRole('progressbar', { name: '파트너 등록 진행률' });
    await expect(progress).toHaveAttribute('aria-valuetext', '6개 중 0개 완료');
    await expect(checklistRow(page, '사업자 정보')).toContainText('입력 중');
    await expect(checklistRow(page, '추가 정보')).toContainText('미등록');

    // tab0: the partner's own sign-up data, then what is missing, and a logo.
    await page.goto('/mypage/myInfo');
    await expect(page.getByRole('heading', { level: 1, name: '내 정보 수정' })).toBeVisible();
    await expect(tab(page, '사업자 정보')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '사업자 정보')).toHaveAccessibleName('사업자 정보 입력 필요');
    await expect(page.getByLabel('업체명')).toHaveValue(partner.partnerName);
    await expect(page.getByLabel('대표자명')).toHaveValue(partner.person.name);
    await expect(page.getByText('로고 없음')).toBeVisible();
    await blockPostcodeSearch(page);
    await fillBusiness(page);
    const preview = page.getByRole('img', { name: '업체 로고 미리보기' });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('logo.png')).toBeVisible();
    await save(page, '사업자 정보');
    await expectTabComplete(page, '사업자 정보');
    // The stored logo replaces the local preview, and it loads.
    await expect(preview).not.toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('logo.png')).toBeHidden();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // tab1
    await tab(page, '추가 정보').click();
    await expect(page).toHaveURL(/\/mypage\/myInfo\?tab=tab1$/);
    await page.getByLabel('설립연도').fill('2010');
    await page.getByLabel('직원 수').fill('12');
    await page.getByLabel('하자보수 기간').fill('24');
    await page.getByRole('checkbox', { name: '실내건축공사업' }).check();
    await page.getByLabel('보증보험사').fill('서울보증보험');
    await page.getByLabel('홈페이지').fill('https://example.com');
    await save(page, '추가 정보');
    await expectTabComplete(page, '추가 정보');

    // tab2
    await tab(page, '선호 정보').click();
    await expect(page).toHaveURL(/\?tab=tab2$/);
    await page.getByRole('checkbox', { name: '욕실' }).check();
    await page.getByRole('checkbox', { name: '주방' }).check();
    // The browser's own selects: the districts' takes several at once.
    await page.getByRole('combobox', { name: '시/도' }).selectOption('서울특별시');
    await page.getByRole('listbox', { name: '시/군/구' }).selectOption('강남구');
    await page.getByRole('button', { name: '지역 추가' }).click();
    await expect(page.getByRole('list', { name: '선택한 시공 가능 지역' })).toHaveText('서울 강남구');
    await expect(page.getByText('선택한 지역 1/30')).toBeVisible();
    await page.getByLabel('최소 예산').fill('5000000');
    await page.getByLabel('최대 예산').fill('50000000');
    await save(page, '선호 정보');
    await expectTabComplete(page, '선호 정보');

    // tab3: one person for whole remodelling is enough.
    await tab(page, '담당자 정보').click();
    await expect(page).toHaveURL(/\?tab=tab3$/);
    const remodeling = page.getByRole('group', { name: '전체 리모델링 담당자' });
    await remodeling.getByLabel('이름').fill('김담당');
    await remodeling.getByLabel('휴대폰 번호').fill('01012345678');
    await expect(remodeling.getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
    await save(page, '담당자 정보');
    await expectTabComplete(page, '담당자 정보');

    // tab4: the account number comes back masked.
    await tab(page, '정산 정보').click();
    await expect(page).toHaveURL(/\?tab=tab4$/);
    await page.getByRole('combobox', { name: '은행' }).selectOption('KB국민은행');
    await page.getByLabel('예금주').fill(partner.partnerName);
    await page.getByLabel('계좌번호').fill('123456789012');
    await save(page, '정산 정보');
    await expectTabComplete(page, '정산 정보');
    await expect(page.getByLabel('계좌번호')).toHaveValue('****-****-9012');

    // Everything stays after a reload, each tab reachable by its address.
    await page.goto('/mypage/myInfo?tab=tab0');
    await expect(page.getByLabel('우편번호')).toHaveValue('06220');
    await expect(page.getByLabel('도로명 주소')).toHaveValue('서울특별시 강남구 테헤란로 212');
    await expect(page.getByLabel('지번 주소')).toHaveValue('서울특별시 강남구 역삼동 718-5');
    await expect(page.getByRole('img', { name: '업체 로고 미리보기' })).toBeVisible();
    await expect(page.getByRole('button', { name: '로고 변경' })).toBeVisible();
    await page.goto('/mypage/myInfo?tab=tab2');
    await expect(page.getByRole('checkbox', { name: '욕실' })).toBeChecked();
    await expect(page.getByRole('list', { name: '선택한 시공 가능 지역' })).toHaveText('서울 강남구');
    await page.goto('/mypage/myInfo?tab=tab3');
    await expect(page.getByRole('group', { name: '전체 리모델링 담당자' }).getByLabel('이름')).toHaveValue(
      '김담당',
    );
    for (const { title } of TABS) await expectTabComplete(page, title);

    // Home: five of six done, only the plan left, in the card, the reminder and the dialog.
    await page.goto('/intro');
    await expect(reminder(page)).toContainText('남은 항목: 요금제 가입');
    await expect(reminder(page).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '6개 중 5개 완료',
    );
    await reminder(page).getByRole('button', { name: '지금 등록하기' }).click();
    await expect(requiredDialog(page)).toContainText('(5/6 완료)');
    for (const { title } of TABS) {
      await expect(requiredDialog(page).getByRole('listitem').filter({ hasText: title })).toContainText(
        '완료',
      );
      await expect(requiredDialog(page).getByRole('button', { name: `${title} 수정하기` })).toBeVisible();
    }
    await expect(requiredDialog(page).getByRole('listitem').filter({ hasText: '요금제 가입' })).toContainText(
      '미등록',
    );
    await requiredDialog(page).getByRole('button', { name: '닫기' }).click();
    await expect(requiredDialog(page)).toBeHidden();
    await expect(progress).toHaveAttribute('aria-valuetext', '6개 중 5개 완료');
    for (const { title } of TABS) await expect(checklistRow(page, title)).toContainText('완료');
    await expect(checklistRow(page, '요금제 가입')).toContainText('미등록');
    await expect(page.getByText('1개 항목이 남았습니다.', { exact: false })).toBeVisible();
  });

  test('the registration-required dialog leads to each MyPage tab and to the plans', async ({ page }) => {
    test.slow(); // home opened eight times
    // The reminder's button opens the dialog; 오늘 하루 안보기 keeps it away on the next visits.
    await reminder(page).getByRole('button', { name: '지금 등록하기' }).click();
    await expect(requiredDialog(page)).toContainText('(0/6 완료)');
    await requiredDialog(page).getByRole('button', { name: '닫기' }).click();
    await expect(requiredDialog(page)).toBeHidden();
    await page.reload();
    await reminder(page).getByRole('button', { name: '오늘 하루 안보기' }).click();
    await expect(reminder(page)).toBeHidden();

    const openDialog = async () => {
      await page.goto('/intro');
      await expect(page.getByRole('progressbar', { name: '파트너 등록 진행률' })).toBeVisible();
      await expect(reminder(page)).toBeHidden();
      await page.getByRole('button', { name: '필수 정보 등록' }).click();
      await expect(requiredDialog(page)).toBeVisible();
    };

    for (const { param, title, missing } of TABS) {
      await openDialog();
      await requiredDialog(page)
        .getByRole('button', { name: `${title} 등록하기` })
        .click();
      await expect(requiredDialog(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/mypage/myInfo\\?tab=${param}&valid=true$`));
      await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
      // Opened from the checklist: the tab says what it needs and marks the missing fields.
      await expect(
        page.getByRole('alert').filter({ hasText: `파트너 등록을 위해 ${title}를 입력해주세요.` }),
      ).toBeVisible();
      await expect(missing(page)).toHaveAccessibleDescription(/파트너 등록에 필요한 항목입니다\./);
    }

    await openDialog();
    await requiredDialog(page).getByRole('button', { name: '요금제 가입 가입하기' }).click();
    await expect(page).toHaveURL(/\/paymentPlan$/);
    await expect(page.getByRole('heading', { level: 1, name: '요금제 안내' })).toBeVisible();

    await openDialog();
    await requiredDialog(page)
      .getByRole('link', { name: /요금제 안내/ })
      .click();
    await expect(requiredDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/paymentPlan$/);
    await expect(page.getByRole('heading', { level: 1, name: '요금제 안내' })).toBeVisible();
  });

  test('warns before leaving a tab with unsaved changes', async ({ page }) => {
    const staff = page.getByLabel('직원 수');
    const warning = page.getByRole('dialog', { name: '저장하지 않은 변경 내용이 있습니다' });
    const answer = async (name: '계속 작성' | '나가기') => {
      await warning.getByRole('button', { name }).click();
    };

    // 계속 작성 keeps the partner on the tab with the edit. An edit typed before the profile arrived is
    // replaced by it (nothing to warn about: seen on a loaded machine), so the edit is made again then.
    await expect(async () => {
      await page.goto('/mypage/myInfo?tab=tab1');
      await staff.fill('7');
      await tab(page, '선호 정보').click();
      await expect(warning).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(warning).toContainText('지금 나가면 입력한 내용이 저장되지 않고 사라집니다.');
    await answer('계속 작성');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\?tab=tab1$/);
    await expect(staff).toHaveValue('7');

    // Leaving for another page asks too.
    await page
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('menuitem', { name: '비밀번호 변경' })
      .click();
    await answer('계속 작성');
    await expect(page).toHaveURL(/\/mypage\/myInfo\?tab=tab1$/);

    // 나가기 drops the edit and goes on.
    await tab(page, '선호 정보').click();
    await answer('나가기');
    await expect(page).toHaveURL(/\?tab=tab2$/);
    await expect(page.getByRole('checkbox', { name: '욕실' })).toBeVisible();
    await tab(page, '추가 정보').click();
    await expect(warning).toBeHidden();
    await expect(staff).toHaveValue('');

    // Reverted edits are no longer unsaved: no warning.
    await staff.fill('9');
    await page.getByRole('button', { name: '되돌리기' }).click();
    await expect(staff).toHaveValue('');
    await tab(page, '담당자 정보').click();
    await expect(page).toHaveURL(/\?tab=tab3$/);
    await expect(warning).toBeHidden();

    // Closing the page with an edit gets the browser's own warning.
    await page.getByLabel('이름').first().fill('박담당');
    const asking = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const unload = await asking;
    expect(unload.type()).toBe('beforeunload');
    await unload.accept();
  });
});

test.describe("the app's MyPage at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with a handed-over token, without the layout, and saves', async ({
    page,
    request,
    baseURL,
  }) => {
    const partner = await signUpPartner(request);
    const token = await appToken(request, partner);
    await page.goto(`/mypage/myInfo/m#access_token=${token}`);

    await expect(page.getByRole('heading', { level: 1, name: '내 정보 수정' })).toBeVisible();
    await expect(page.getByLabel('업체명')).toHaveValue(partner.partnerName);
    await expect(page.getByLabel('대표자명')).toHaveValue(partner.person.name);
    // The token left the address at once.
    expect(page.url()).toBe(`${baseURL}/mypage/myInfo/m`);
    // No portal chrome: no menu, top bar, countdown, visited tabs or footer.
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /메뉴/ })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '열어 본 화면' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The app's session cannot survive a verification run: the web portal does that change.
    await expect(
      page.getByText('휴대폰 번호 변경은 파트너센터 웹사이트의 내 정보 수정에서 할 수 있습니다.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '휴대폰 번호 변경 (본인인증)' })).toHaveCount(0);

    // tab1 saves with the app's token.
    await tab(page, '추가 정보').click();
    await expect(page).toHaveURL(/\/mypage\/myInfo\/m\?tab=tab1$/);
    await page.getByLabel('설립연도').fill('2015');
    await page.getByLabel('직원 수').fill('5');
    await page.getByLabel('하자보수 기간').fill('12');
    await save(page, '추가 정보');
    await expectTabComplete(page, '추가 정보');
    await expect(tab(page, '사업자 정보')).toHaveAccessibleName('사업자 정보 입력 필요');

    // The token lived in memory only: a reload asks for the app again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '로그인이 필요합니다' })).toBeVisible();
    await expect(page.getByRole('button', { name: '앱으로 돌아가기' })).toBeVisible();

    // The app reopens the screen in the same web view: only the fragment changes, no page load.
    await page.goto(`/mypage/myInfo/m?tab=tab1#access_token=${token}`);
    await expect(page.getByLabel('직원 수')).toHaveValue('5');
    await expect(page.getByLabel('설립연도')).toHaveValue('2015');
    await expect(page).toHaveURL(`${baseURL}/mypage/myInfo/m?tab=tab1`);
    // The router forgot the token's address as well: the next tab's address has no fragment.
    await tab(page, '선호 정보').click();
    await expect(page).toHaveURL(`${baseURL}/mypage/myInfo/m?tab=tab2`);
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`MyPage screens ${viewport.width} px wide`, () => {
    test.use({ viewport });

    test("each tab of a filled profile, and the app's page", async ({ page, request }, testInfo) => {
      test.slow(); // five tabs pictured and checked by axe, plus the app page
      const partner = await signUpPartner(request);
      const token = await appToken(request, partner);
      await fillProfile(request, token);
      await logIn(page, partner);

      for (const [index, { param, title }] of TABS.entries()) {
        await page.goto(`/mypage/myInfo?tab=${param}`);
        await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('button', { name: '저장', exact: true })).toBeVisible();
        if (index === 0) {
          await expect(page.getByLabel('업체명')).toHaveValue('한결인테리어');
          await expect
            .poll(() =>
              page
                .getByRole('img', { name: '업체 로고 미리보기' })
                .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
            )
            .toBeGreaterThan(0);
        }
        // Every tab in sight, none behind a 더보기 menu (capture checks nothing is wider than the screen).
        for (const other of TABS) await expect(tab(page, other.title)).toBeInViewport();
        await capture(page, `mypage-${param}`);
        await expectAccessible(page, testInfo, `mypage-${param}-${viewport.width}`);
      }

      // The app's page, as the app's web view shows it.
      await page.goto(`/mypage/myInfo/m#access_token=${token}`);
      await expect(page.getByLabel('업체명')).toHaveValue('한결인테리어');
      await capture(page, 'mypage-app');
    });

    test('the address search fills the address; when it cannot load the address is typed', async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const partner = await signUpPartner(request);
      await logIn(page, partner);
      await fakePostcodeSearch(page);
      await page.goto('/mypage/myInfo?tab=tab0');
      const search = page.getByRole('button', { name: '주소 검색' });
      await search.scrollIntoViewIfNeeded();
      await capture(page, 'mypage-address', { fullPage: false });
      await search.click();
      const dialog = page.getByRole('dialog', { name: '주소 검색' });
      await expect(dialog.getByRole('button', { name: /테헤란로 212/ })).toBeVisible();
      await capture(page, 'mypage-address-search', { fullPage: false });
      await dialog.getByRole('button', { name: /테헤란로 212/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('우편번호')).toHaveValue('06220');
      await expect(page.getByLabel('도로명 주소')).toHaveValue('서울특별시 강남구 테헤란로 212');
      await expect(page.getByLabel('지번 주소')).toHaveValue('서울특별시 강남구 역삼동 718-5');
      await expect(page.getByLabel('상세 주소')).toBeFocused();
      // The form counts the picked address as a change: it can be reverted (and is, before leaving).
      await page.getByRole('button', { name: '되돌리기' }).click();
      await expect(page.getByLabel('도로명 주소')).toHaveValue('');

      // Another visit where the search cannot load.
      await page.unroute(POSTCODE_SCRIPT);
      await blockPostcodeSearch(page);
      await page.reload();
      await typeAddress(page);
      await page.mouse.move(0, 0); // off the 주소 검색 button, which the pointer still hovers
      await capture(page, 'mypage-address-manual', { fullPage: false });
      await expectAccessible(page, testInfo, `mypage-address-manual-${viewport.width}`);
    });

    test("a new partner's tab opened from the checklist, and the dialogs", async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const partner = await signUpPartner(request);
      await logIn(page, partner);
      await page.getByRole('button', { name: '필수 정보 등록' }).click();
      await expect(requiredDialog(page).getByRole('button', { name: '정산 정보 등록하기' })).toBeVisible();
      await capture(page, 'required-info-dialog', { fullPage: false });

      await requiredDialog(page).getByRole('button', { name: '사업자 정보 등록하기' }).click();
      await expect(page.getByText('파트너 등록에 필요한 항목입니다.').first()).toBeVisible();
      await capture(page, 'mypage-tab0-valid');
      await expectAccessible(page, testInfo, `mypage-tab0-valid-${viewport.width}`);

      await page.getByLabel('업태').fill('건설업');
      await tab(page, '추가 정보').click();
      await expect(page.getByRole('dialog', { name: '저장하지 않은 변경 내용이 있습니다' })).toBeVisible();
      await capture(page, 'mypage-unsaved', { fullPage: false });
    });
  });
}
