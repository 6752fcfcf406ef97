import { describe, expect, it } from 'vitest';
import { particle, withParticle } from './korean-particles.js';

describe('withParticle', () => {
  it.each([
    ['업체명', '을/를', '업체명을'],
    ['대표자', '을/를', '대표자를'],
    ['상호', '이/가', '상호가'],
    ['계좌번호', '은/는', '계좌번호는'],
    ['사업자등록번호', '과/와', '사업자등록번호와'],
    ['주소', '으로/로', '주소로'],
    ['서울', '으로/로', '서울로'],
    ['부산광역시 해운대구', '으로/로', '부산광역시 해운대구로'],
    ['사업장', '으로/로', '사업장으로'],
  ] as const)('%s + %s → %s', (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });

  it('looks through closing quotes and brackets to the word', () => {
    expect(withParticle("'상단노출 프리미엄 1개월'", '은/는')).toBe("'상단노출 프리미엄 1개월'은");
    expect(withParticle('‘여름 이벤트’', '을/를')).toBe('‘여름 이벤트’를');
    expect(withParticle('담당자(영업)', '이/가')).toBe('담당자(영업)이');
  });

  it('reads digits and Latin letters aloud', () => {
    expect(particle('1', '을/를')).toBe('을'); // 일
    expect(particle('2', '을/를')).toBe('를'); // 이
    expect(particle('7', '으로/로')).toBe('로'); // 칠: ㄹ takes 로
    expect(particle('3', '으로/로')).toBe('으로'); // 삼
    expect(particle('URL', '이/가')).toBe('이'); // 엘
    expect(particle('staff_ops', '이/가')).toBe('가');
  });
});
