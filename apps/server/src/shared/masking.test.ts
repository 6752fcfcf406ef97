import { describe, expect, it } from 'vitest';
import { maskEmail, maskPersonalData, maskPhone } from './masking.js';

describe('masking', () => {
  it('shows a mobile number by its prefix and last four digits only', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-***-4567');
    expect(maskPhone('0212345678')).toBe('******5678');
    expect(maskPhone('123')).toBe('123');
  });

  it('shows an address by its first character and domain', () => {
    expect(maskEmail('hong@example.com')).toBe('h***@example.com');
    expect(maskEmail('a@b.kr')).toBe('a***@b.kr');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('masks every number and address inside a provider answer', () => {
    const answer =
      '550 5.1.1 <owner.kim@remodel.example>: Recipient address rejected; 수신번호(01098765432), 010-2222-3333, +82 10-4444-5555';
    const masked = maskPersonalData(answer);
    expect(masked).toBe(
      '550 5.1.1 <o***@remodel.example>: Recipient address rejected; 수신번호(010-****-5432), 010-****-3333, 010-****-5555',
    );
    // Status codes, dates and amounts stay as they are.
    expect(maskPersonalData('3104 카카오톡 미사용자 2026-11-02 120,000원')).toBe(
      '3104 카카오톡 미사용자 2026-11-02 120,000원',
    );
  });
});
