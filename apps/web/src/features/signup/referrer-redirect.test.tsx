import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReferrer } from '../../lib/signup-attribution';
import { jsonResponse, mockFetch } from '../../test/http';
import { ReferrerRedirect } from './referrer-redirect';
import { SignUpPage } from './signup-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const envelope = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

function openLink(hunter: string, partners: number[]) {
  const calls = mockFetch(({ url }) => {
    const referrer = /\/partner\/v3\/referrer\/(\d+)$/.exec(url);
    if (referrer) {
      const hunterNo = Number(referrer[1]);
      return envelope({ hunter_no: hunterNo, valid: partners.includes(hunterNo) });
    }
    return envelope([{ type: 'signup-terms', version: 1, title: '회원가입 약관', required: true }]);
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/h/${hunter}`]}>
        <Routes>
          <Route path="/h/:hunter" element={<ReferrerRedirect />} />
          <Route path="/signUp" element={<SignUpPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('referral link /h/{hunter}', () => {
  it("keeps a partner's number and says the sign-up is referred", async () => {
    openLink('41', [41]);
    expect(await screen.findByText('추천 파트너의 링크로 가입합니다.')).toBeInTheDocument();
    expect(readReferrer()).toBe(41);
  });

  it('drops an unknown number at once and says so, so the sign-up is not blocked later', async () => {
    openLink('999999', [41]);
    expect(
      await screen.findByText('추천 링크의 추천인을 찾을 수 없어 추천 없이 가입을 진행합니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('추천 파트너의 링크로 가입합니다.')).not.toBeInTheDocument();
    expect(readReferrer()).toBeUndefined();
  });

  it('does not ask the server about a code that cannot be a member number', async () => {
    const calls = openLink('abc', [41]);
    expect(
      await screen.findByText('추천 링크의 추천인을 찾을 수 없어 추천 없이 가입을 진행합니다.'),
    ).toBeInTheDocument();
    expect(calls.some(({ url }) => url.includes('/referrer/'))).toBe(false);
  });
});
