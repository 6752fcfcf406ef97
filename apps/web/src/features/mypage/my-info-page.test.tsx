import type { PartnerProfile, RequiredStatus } from '@partner-portal/contract/profile-api';
import { VALIDATION_MESSAGES } from '@partner-portal/contract/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { renderThroughGate } from '../../test/render-through-gate';
import { MyInfoScreen } from './my-info-page';

vi.mock('../../lib/toast', () => ({ showToast: vi.fn() }));
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

function serveProfile() {
  return mockFetch((call) => {
    if (call.url.endsWith('/authapi/partner/mypartner')) return data({ partner_id: PARTNER_ID });
    if (call.url.endsWith(`/api/partner/${PARTNER_ID}/required-status`)) return data(requiredStatus);
    if (call.url.endsWith(`/api/partner/${PARTNER_ID}/info`)) return data(profile);
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

/** The multipart PUT goes through XHR (upload progress); this one answers with `status` and `body`. */
function answerUploads(status: number, body: unknown) {
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
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
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
});
