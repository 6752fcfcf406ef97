import type { RequiredStatus } from '@partner-portal/contract/profile-checklist';
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { BUSINESS_ITEMS, BUSINESS_TYPES } from '@partner-portal/contract/reference-data';
import { VALIDATION_MESSAGES } from '@partner-portal/contract/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { renderThroughGate } from '../../test/render-through-gate';
import { MyInfoScreen } from './my-info-screen';

afterEach(() => vi.unstubAllGlobals());

const PARTNER_ID = 41;

const profile: PartnerProfile = {
  partner_id: PARTNER_ID,
  biz: {
    partner_name: '한결인테리어',
    ceo_name: '최민준',
    biz_no: '134-81-12341',
    phone_no: '010-9876-5432',
    business_type: '건설업',
    business_item: '실내건축공사',
    postcode: '06220',
    road_address: '서울특별시 강남구 테헤란로 212',
    jibun_address: '서울특별시 강남구 역삼동 718-5',
    address_detail: null,
    address: '(06220) 서울특별시 강남구 테헤란로 212',
    company_phone: null,
    tax_bill_email: 'office@example.com',
    introduction: null,
    logo: null,
    ceo_verified: true,
  },
  additional: {
    founded_year: 2010,
    staff_count: 12,
    licenses: [],
    warranty_months: 24,
    insurance_company: null,
    homepage_url: null,
  },
  preference: {
    construction_types: ['도배'],
    service_regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    budget_min: null,
    budget_max: 30_000_000,
    min_area: null,
  },
  manager: {
    remodeling_manager_name: '김담당',
    remodeling_manager_phone: '010-1111-2222',
    partial_manager_name: null,
    partial_manager_phone: null,
    ad_manager_name: null,
    ad_manager_phone: null,
  },
  calculate: { bank_code: '004', account_holder: '한결인테리어', account_number_masked: '****-****-1234' },
};

const requiredStatus: RequiredStatus = {
  partner_id: PARTNER_ID,
  completed: false,
  partnerRequiredInfoList: [
    { code: 'biz', title: '사업자 정보', status: 'partial', completed: false },
    { code: 'additional', title: '추가 정보', status: 'complete', completed: true },
    { code: 'preference', title: '선호 정보', status: 'complete', completed: true },
    { code: 'manager', title: '담당자 정보', status: 'complete', completed: true },
    { code: 'calculate', title: '정산 정보', status: 'complete', completed: true },
    { code: 'rate-plan', title: '요금제 가입', status: 'missing', completed: false },
  ],
};

const data = (value: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data: value });

function serveProfile(served: PartnerProfile = profile) {
  return mockFetch((call) => {
    if (call.url.endsWith('/authapi/partner/mypartner')) return data({ partner_id: PARTNER_ID });
    if (call.url.endsWith(`/api/partner/${PARTNER_ID}/required-status`)) return data(requiredStatus);
    if (call.url.endsWith(`/api/partner/${PARTNER_ID}/info`)) return data(served);
    if (call.url.endsWith(`/api/partner/${PARTNER_ID}/visible`)) {
      return data({
        partner_id: PARTNER_ID,
        visible: false,
        missing: ['biz', 'rate-plan'],
        reasons: ['profile', 'plan'],
      });
    }
    throw new Error(`unexpected call ${call.method} ${call.url}`);
  });
}

/**
 * The multipart PUT goes through XHR (upload progress); this one answers with `status` and `body`.
 * With `held`, it reports half of the upload sent and answers only once `held` resolves.
 */
function answerUploads(status: number, body: unknown, held?: Promise<void>) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      if (held) this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      void (held ?? Promise.resolve()).then(() =>
        setTimeout(() => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        }),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderScreen(search = '?tab=tab0') {
  signIn();
  renderThroughGate(
    [
      {
        path: '/mypage/myInfo',
        element: (
          <>
            <MyInfoScreen />
            <Address />
          </>
        ),
      },
    ],
    `/mypage/myInfo${search}`,
  );
  return userEvent.setup();
}

describe('my info tabs', () => {
  it('says the partner is hidden from customers and links to what is missing', async () => {
    serveProfile();
    renderScreen('?tab=tab2');
    const status = await screen.findByRole('region', { name: '고객 노출 상태' });
    expect(await within(status).findByText('미노출')).toBeInTheDocument();
    expect(status).toHaveTextContent('필수 정보 미등록');
    expect(status).toHaveTextContent('이용 중인 요금제 없음');
    expect(within(status).getByRole('link', { name: '사업자 정보 등록' })).toHaveAttribute(
      'href',
      '/mypage/myInfo?tab=tab0&valid=true',
    );
    expect(within(status).getByRole('link', { name: '요금제 가입하기' })).toHaveAttribute(
      'href',
      '/paymentPlan',
    );
  });

  it('asks before a tab switch drops unsaved changes; 나가기 discards them', async () => {
    serveProfile();
    const user = renderScreen();
    const name = await screen.findByLabelText('업체명');
    await user.clear(name);
    await user.type(name, '새이름인테리어');

    await user.click(screen.getByRole('tab', { name: '추가 정보' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('저장하지 않은 변경 내용이 있습니다');

    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(screen.getByLabelText('업체명')).toHaveValue('새이름인테리어');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=tab0');

    await user.click(screen.getByRole('tab', { name: '추가 정보' }));
    // The first dialog may still be closing: answer the one just opened.
    const another = () => screen.getAllByRole('dialog').find((candidate) => candidate !== dialog);
    await waitFor(() => expect(another()).toBeDefined());
    await user.click(within(another()!).getByRole('button', { name: '나가기' }));
    expect(await screen.findByLabelText('직원 수')).toHaveValue('12');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=tab1');

    await user.click(screen.getByRole('tab', { name: /사업자 정보/ }));
    expect(await screen.findByLabelText('업체명')).toHaveValue('한결인테리어');
  });

  it('switches tabs without asking when nothing changed, keeping the tab in the address', async () => {
    serveProfile();
    const user = renderScreen('?tab=tab2&valid=true');
    expect(await screen.findByRole('tab', { name: '선호 정보', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '담당자 정보' }));
    expect(await screen.findByRole('tab', { name: '담당자 정보', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=tab3&valid=true');
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    serveProfile();
    const sent = answerUploads(400, {
      code: 40000,
      message: '입력값을 확인해주세요.',
      errors: [{ path: 'company_phone', message: '대표 전화번호를 정확히 입력해주세요. (예: 02-1234-5678)' }],
    });
    const user = renderScreen();
    await user.type(await screen.findByLabelText('대표 전화번호'), '02-1234-5678');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(
      await screen.findByText('대표 전화번호를 정확히 입력해주세요. (예: 02-1234-5678)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('대표 전화번호')).toHaveValue('02-1234-5678');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('section')).toBe('biz');
    expect(sent[0]!.get('company_phone')).toBe('02-1234-5678');
    expect(sent[0]!.get('partner_name')).toBe('한결인테리어');
    expect(showToast).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('checks the form with the contract schema before sending anything', async () => {
    serveProfile();
    const sent = answerUploads(200, { return_code: 0, return_message: 'OK', data: profile });
    const user = renderScreen('?tab=tab1');
    await user.type(await screen.findByLabelText('홈페이지'), 'www.example');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.url)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the settlement account only masked, and asks for a new number only to replace it', async () => {
    serveProfile();
    const user = renderScreen('?tab=tab4');
    expect(await screen.findByLabelText('계좌번호')).toHaveValue('****-****-1234');
    expect(screen.getByLabelText('계좌번호')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('새 계좌번호')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '계좌번호 변경' }));
    expect(screen.getByLabelText('새 계좌번호')).toHaveValue('');
    expect(
      screen.getByText('비워 두면 등록된 계좌(****-****-1234)를 그대로 사용합니다.'),
    ).toBeInTheDocument();
  });

  it('saves a tab and says so', async () => {
    serveProfile();
    const sent = answerUploads(200, {
      return_code: 0,
      return_message: 'OK',
      data: { ...profile, calculate: { ...profile.calculate, account_holder: '주식회사 한결' } },
    });
    const user = renderScreen('?tab=tab4');
    const holder = await screen.findByLabelText('예금주');
    await user.clear(holder);
    await user.type(holder, '주식회사 한결');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', '정산 정보를 저장했습니다.'));
    expect(sent[0]!.get('account_holder')).toBe('주식회사 한결');
    // The masked number is never sent back as if it were an account number.
    expect(sent[0]!.has('account_number')).toBe(false);
    expect(screen.getByRole('button', { name: '되돌리기' })).toBeDisabled();
  });

  it('opens a tab from the keyboard: arrows move along the tabs, Enter opens one', async () => {
    serveProfile();
    const user = renderScreen();
    await screen.findByLabelText('업체명');
    screen.getByRole('tab', { name: /사업자 정보/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '추가 정보' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=tab0');
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByRole('tab', { name: '정산 정보', selected: true })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=tab4');
    expect(screen.getByRole('tabpanel', { name: '정산 정보' })).toContainElement(
      screen.getByLabelText('예금주'),
    );
  });

  it("suggests business types and items from the browser's list, and saves what is typed", async () => {
    serveProfile();
    const sent = answerUploads(200, { return_code: 0, return_message: 'OK', data: profile });
    const user = renderScreen();
    const type = await screen.findByLabelText('업태');
    const item = screen.getByLabelText('종목');
    const suggested = (field: HTMLElement) =>
      [...document.getElementById(field.getAttribute('list')!)!.querySelectorAll('option')].map(
        (option) => option.value,
      );
    expect(suggested(type)).toEqual(BUSINESS_TYPES);
    expect(suggested(item)).toEqual(BUSINESS_ITEMS);

    await user.clear(type);
    await user.type(type, '서비스업');
    await user.clear(item);
    await user.type(item, '인테리어디자인');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('business_type')).toBe('서비스업');
    expect(sent[0]!.get('business_item')).toBe('인테리어디자인');
  });

  it('shows the logo upload going, then the saved logo', async () => {
    serveProfile();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let release = () => {};
    const sent = answerUploads(
      200,
      {
        return_code: 0,
        return_message: 'OK',
        data: { ...profile, biz: { ...profile.biz, logo: '/logo.png' } },
      },
      new Promise<void>((resolve) => (release = resolve)),
    );
    const user = renderScreen();
    await user.upload(
      await screen.findByLabelText('업체 로고'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: '업체 로고 미리보기' })).toHaveAttribute('src', 'blob:logo');
    await user.click(screen.getByRole('button', { name: '저장' }));

    const progress = await screen.findByRole('progressbar', { name: '로고 업로드' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(sent[0]!.get('logo')).toBeInstanceOf(File);
    release();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', '사업자 정보를 저장했습니다.'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: '업체 로고 미리보기' })).toHaveAttribute('src', '/logo.png');
  });

  it("chooses the bank in the browser's select and saves its code", async () => {
    serveProfile();
    const sent = answerUploads(200, { return_code: 0, return_message: 'OK', data: profile });
    const user = renderScreen('?tab=tab4');
    const bank = await screen.findByRole('combobox', { name: '은행' });
    expect(bank).toHaveValue('004');
    expect(within(bank).getByRole('option', { selected: true })).toHaveTextContent('KB국민은행');
    await user.selectOptions(bank, '신한은행');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('bank_code')).toBe('088');
  });

  it('asks for a bank not yet chosen, under the select, before sending anything', async () => {
    serveProfile({
      ...profile,
      calculate: { bank_code: null, account_holder: null, account_number_masked: null },
    });
    const sent = answerUploads(200, { return_code: 0, return_message: 'OK', data: profile });
    const user = renderScreen('?tab=tab4&valid=true');
    const bank = await screen.findByRole('combobox', { name: '은행' });
    expect(within(bank).getByRole('option', { selected: true })).toHaveTextContent('은행 선택');
    // The checklist's mark, and the border that goes with it.
    await waitFor(() => expect(bank).toHaveAccessibleDescription(/파트너 등록에 필요한 항목입니다\./));
    expect(bank).toHaveClass('native-select--warning');

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('은행을 선택해주세요.')).toBeInTheDocument();
    expect(bank).toHaveAttribute('aria-invalid', 'true');
    expect(bank).toHaveClass('native-select--error');
    expect(sent).toHaveLength(0);

    // Chosen, the message goes (antd lets it fade out).
    await user.selectOptions(bank, 'KB국민은행');
    await waitFor(() => expect(bank).not.toHaveClass('native-select--error'));
    expect(bank).not.toHaveAttribute('aria-invalid');
  });

  it('adds regions from the 시/도 and 시/군/구 selects, ticks work types, and saves both', async () => {
    serveProfile();
    const sent = answerUploads(200, { return_code: 0, return_message: 'OK', data: profile });
    const user = renderScreen('?tab=tab2');
    const sido = await screen.findByRole('combobox', { name: '시/도' });
    const districts = screen.getByRole('listbox', { name: '시/군/구' });
    expect(districts).toBeDisabled();
    expect(screen.getByRole('button', { name: '지역 추가' })).toBeDisabled();

    await user.selectOptions(sido, '서울특별시');
    await user.selectOptions(districts, ['서초구', '송파구']);
    await user.click(screen.getByRole('button', { name: '지역 추가' }));
    const list = screen.getByRole('list', { name: '선택한 시공 가능 지역' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['서울 강남구', '서울 서초구', '서울 송파구']);
    expect(screen.getByText('선택한 지역 3/30')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '서울 강남구 삭제' }));

    await user.selectOptions(sido, '경기도');
    await user.selectOptions(districts, '경기 전체');
    await user.click(screen.getByRole('button', { name: '지역 추가' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['서울 서초구', '서울 송파구', '경기 전체']);

    // Ticked after 도배, but sent in the list's order.
    await user.click(screen.getByRole('checkbox', { name: '바닥' }));
    expect(screen.getByRole('group', { name: '시공 분야' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!.get('construction_types') as string)).toEqual(['도배', '바닥']);
    expect(JSON.parse(sent[0]!.get('service_regions') as string)).toEqual([
      { sido: '서울특별시', sigungu: '서초구' },
      { sido: '서울특별시', sigungu: '송파구' },
      { sido: '경기도', sigungu: '전체' },
    ]);
    expect(sent[0]!.get('budget_max')).toBe('30000000');
  });

  it('shows won amounts grouped and takes them as typed', async () => {
    serveProfile();
    const sent = answerUploads(200, { return_code: 0, return_message: 'OK', data: profile });
    const user = renderScreen('?tab=tab2');
    const most = await screen.findByLabelText('최대 예산');
    expect(most).toHaveValue('30,000,000');
    await user.type(screen.getByLabelText('최소 예산'), '5000000');
    // ArrowUp adds a million, as antd's InputNumber did.
    await user.click(most);
    expect(screen.getByLabelText('최소 예산')).toHaveValue('5,000,000');
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('budget_min')).toBe('5000000');
    expect(sent[0]!.get('budget_max')).toBe('31000000');
  });
});
