import { describe, expect, it } from 'vitest';
import { FILTERED, scrubPersonalData, scrubText } from './scrub-personal-data.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXBhcnQ';

describe('scrubPersonalData', () => {
  it('removes tokens and cookies from request headers, URLs and messages', () => {
    const event = scrubPersonalData({
      message: `refresh failed for ${JWT}`,
      request: {
        url: `https://portal.example/mypage/myInfo/m#access_token=${JWT}`,
        query_string: 'refreshToken=abc123&client=ceo',
        headers: {
          Authorization: `Bearer ${JWT}`,
          Cookie: 'partner_at_1=abc; partner_rt=def',
          Accept: 'text/html',
        },
        cookies: { partner_at_1: 'abc' },
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/member-api/api/v1/refreshToken?refreshToken=r-123' } },
      ],
    });
    const text = JSON.stringify(event);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('r-123');
    expect(text).not.toContain('partner_rt=def');
    expect(event.request.headers).toEqual({ Authorization: FILTERED, Cookie: FILTERED, Accept: 'text/html' });
    expect(event.request.cookies).toBe(FILTERED);
    expect(event.request.query_string).toBe(`refreshToken=${FILTERED}&client=ceo`);
    expect(event.message).toBe(`refresh failed for ${FILTERED}`);
  });

  it('removes card fields by name and card numbers from text', () => {
    const event = scrubPersonalData({
      request: {
        data: {
          card_number: '4111111111111111',
          expiry: '12/2030',
          pwd_2digit: '12',
          birth: '900101',
          alias: '법인카드',
        },
      },
      exception: { values: [{ value: 'card 4111-1111-1111-1111 refused' }] },
    });
    expect(event.request.data).toEqual({
      card_number: FILTERED,
      expiry: FILTERED,
      pwd_2digit: FILTERED,
      birth: FILTERED,
      alias: '법인카드',
    });
    expect(event.exception.values[0]?.value).toBe('card [card] refused');
  });

  it('removes business numbers, mobile numbers and e-mail addresses from every string', () => {
    expect(scrubText('사업자 134-81-12341 / 1348112341')).toBe('사업자 [biz-no] / [biz-no]');
    expect(scrubText('연락처 010-1234-5678, 01698765432, 011 234 5678')).toBe(
      '연락처 [mobile], [mobile], [mobile]',
    );
    expect(scrubText('세금계산서 ceo@hangyeol.co.kr 로 발송')).toBe('세금계산서 [email] 로 발송');
    const crumbs = scrubPersonalData([
      { message: 'POST /partner/v3/reg biz_no=134-81-12341', data: { phone_no: '010' } },
    ]);
    expect(crumbs).toEqual([
      { message: 'POST /partner/v3/reg biz_no=[biz-no]', data: { phone_no: FILTERED } },
    ]);
  });

  it('keeps what identifies no one: numbers, order numbers, paths, short digit runs', () => {
    const report = {
      timestamp: 1764130000,
      lineno: 42,
      message: '주문 P20261121K3F9QZ2MWA 금액 869000원',
      url: '/paymentHistory/detail/17',
    };
    expect(scrubPersonalData(report)).toEqual(report);
  });

  it('survives cycles', () => {
    const node: Record<string, unknown> = { name: 'x' };
    node.self = node;
    expect(scrubPersonalData(node)).toEqual({ name: 'x', self: FILTERED });
  });
});
