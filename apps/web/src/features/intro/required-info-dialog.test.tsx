import type { RequiredInfoItem } from '@partner-portal/contract/profile-checklist';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequiredInfoDialog } from './required-info-dialog';

const items: RequiredInfoItem[] = [
  { code: 'biz', title: '사업자 정보', status: 'complete', completed: true },
  { code: 'additional', title: '추가 정보', status: 'partial', completed: false },
  { code: 'preference', title: '선호 정보', status: 'missing', completed: false },
  { code: 'manager', title: '담당자 정보', status: 'missing', completed: false },
  { code: 'calculate', title: '정산 정보', status: 'missing', completed: false },
  { code: 'rate-plan', title: '요금제 가입', status: 'missing', completed: false },
];

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderDialog() {
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/intro']}>
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
      <RequiredInfoDialog items={items} onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose, user: userEvent.setup() };
}

const address = () => screen.getByRole('status', { name: 'address' });

describe('partner-registration-required dialog', () => {
  it('lists every item with its state', () => {
    renderDialog();
    const rows = within(screen.getByRole('dialog', { name: '파트너 등록 필수 정보' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      '완료사업자 정보수정하기',
      '입력 중추가 정보등록하기',
      '미등록선호 정보등록하기',
      '미등록담당자 정보등록하기',
      '미등록정산 정보등록하기',
      '미등록요금제 가입가입하기',
    ]);
    expect(screen.getByText(/\(1\/6 완료\)/)).toBeInTheDocument();
  });

  it.each([
    ['사업자 정보 수정하기', '/mypage/myInfo?tab=tab0&valid=true'],
    ['추가 정보 등록하기', '/mypage/myInfo?tab=tab1&valid=true'],
    ['선호 정보 등록하기', '/mypage/myInfo?tab=tab2&valid=true'],
    ['담당자 정보 등록하기', '/mypage/myInfo?tab=tab3&valid=true'],
    ['정산 정보 등록하기', '/mypage/myInfo?tab=tab4&valid=true'],
    ['요금제 가입 가입하기', '/paymentPlan'],
  ])('"%s" closes the dialog and opens %s', async (button, target) => {
    const { onClose, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: button }));
    expect(address()).toHaveTextContent(target);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has a banner to the plans', async () => {
    const { onClose, user } = renderDialog();
    await user.click(screen.getByRole('link', { name: /요금제 안내/ }));
    expect(address()).toHaveTextContent('/paymentPlan');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
