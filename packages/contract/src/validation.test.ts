import {
  controlCharacterPath,
  digitsOnly,
  forceLowercase,
  stripEmoji,
  stripKorean,
} from './input-filters.js';
import { describe, expect, it } from 'vitest';
import { MEMBER_ID_LENGTH, PASSWORD_LENGTH } from './constants.js';
import {
  businessNumberSchema,
  formatBusinessNumber,
  formatMobilePhone,
  isValidBusinessNumber,
  isValidEmail,
  isValidMemberId,
  isValidMobilePhone,
  isValidPassword,
  isValidUrl,
  memberIdSchema,
  mobilePhoneSchema,
  passwordSchema,
  PASSWORD_SPECIALS,
  requiredText,
  urlSchema,
  emailSchema,
  VALIDATION_MESSAGES,
} from './validation.js';

/** The first issue message of a failed zod parse. */
function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('member id (spec §5: 2-16 of lowercase letters, digits, _ and -)', () => {
  it.each([['ab'], ['partner01'], ['a_b-c'], ['0123456789'], ['__'], ['--'], ['a'.repeat(16)]])(
    'accepts %j',
    (id) => {
      expect(isValidMemberId(id)).toBe(true);
    },
  );

  it.each([
    ['a', 'too short'],
    ['', 'empty'],
    ['a'.repeat(17), '17 characters'],
    ['Partner01', 'uppercase'],
    ['ABC', 'all uppercase'],
    ['파트너', 'Korean'],
    ['ab한', 'Korean mixed in'],
    ['ab cd', 'space inside'],
    [' ab', 'leading space'],
    ['ab\n', 'trailing newline'],
    ['ab.cd', 'dot'],
    ['ab@cd', 'at sign'],
    ['ａｂ', 'full-width letters'],
  ])('rejects %j (%s)', (id) => {
    expect(isValidMemberId(id)).toBe(false);
  });

  it('matches the length limits of §9 exactly', () => {
    expect(isValidMemberId('x'.repeat(MEMBER_ID_LENGTH.min))).toBe(true);
    expect(isValidMemberId('x'.repeat(MEMBER_ID_LENGTH.min - 1))).toBe(false);
    expect(isValidMemberId('x'.repeat(MEMBER_ID_LENGTH.max))).toBe(true);
    expect(isValidMemberId('x'.repeat(MEMBER_ID_LENGTH.max + 1))).toBe(false);
  });

  it('memberIdSchema trims surrounding spaces and reports the Korean message', () => {
    expect(memberIdSchema.parse('  partner01 ')).toBe('partner01');
    expect(firstMessage(memberIdSchema.safeParse('Partner01'))).toBe(VALIDATION_MESSAGES.memberId);
    expect(VALIDATION_MESSAGES.memberId).toContain('2~16');
  });
});

describe('password (spec §5: 10-16, a digit, a letter and a special character)', () => {
  it.each([
    ['abcdefgh1!'],
    ['ABCDEFGH1!'],
    ['abcdefghijklm1!x'],
    ['1234567890a@'],
    ...[...PASSWORD_SPECIALS].map((special) => [`abcdefgh1${special}`]),
  ])('accepts %j', (password) => {
    expect(password.length).toBeGreaterThanOrEqual(PASSWORD_LENGTH.min);
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['abcdefg1!', 'too short (9)'],
    ['', 'empty'],
    ['abcdefghijklmn1!x', 'too long (17)'],
    ['abcdefghij!', 'no digit'],
    ['1234567890!', 'no letter'],
    ['abcdefgh12', 'no special character'],
    ['abcdefgh1?', 'special character not on the list'],
    ['abcd efgh1!', 'space inside'],
    ['abcdefgh1!\t', 'tab'],
    ['abcdefgh1!한', 'Korean syllable'],
    ['abcdefgh1!ㄱ', 'Korean jamo'],
    [`abcdefgh1!${'한'.normalize('NFD')}`, 'decomposed (NFD) Korean'],
  ])('rejects %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('the special character list is the one of §5', () => {
    expect([...PASSWORD_SPECIALS].sort()).toEqual([...'!@#$%^&+=*()`~-'].sort());
  });

  it('passwordSchema reports the Korean message and keeps the password untouched', () => {
    expect(passwordSchema.parse('abcdefgh1!')).toBe('abcdefgh1!');
    expect(firstMessage(passwordSchema.safeParse('abcdefgh12'))).toBe(VALIDATION_MESSAGES.password);
    expect(VALIDATION_MESSAGES.password).toContain('10~16');
  });
});

describe('URL (spec §5: http/https/ftp, host or IPv4, optional port and path)', () => {
  it.each([
    ['http://example.com'],
    ['https://example.com'],
    ['ftp://files.example.com'],
    ['https://www.example.co.kr/path/to/page?x=1#top'],
    ['http://example.com:8080'],
    ['http://example.com:8080/path'],
    ['http://192.168.0.1'],
    ['http://255.255.255.255:21/files'],
    ['https://sub-domain.example.com/'],
    ['http://localhost:3000'],
  ])('accepts %j', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    ['mailto:someone@example.com', 'mailto scheme'],
    ['example.com', 'missing scheme'],
    ['www.example.com/path', 'missing scheme with path'],
    ['//example.com', 'scheme-relative'],
    ['javascript:alert(1)', 'javascript scheme'],
    ['file:///etc/passwd', 'file scheme'],
    ['http://300.1.1.1', 'IPv4 part above 255'],
    ['http://1.2.3.256/path', 'last IPv4 part above 255'],
    ['http://', 'no host'],
    ['http://example', 'bare word host'],
    ['http://exa mple.com', 'space in host'],
    ['http://example.com/a b', 'space in path'],
    ['http://-example.com', 'label starting with a hyphen'],
    ['', 'empty'],
  ])('rejects %j (%s)', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('urlSchema trims and reports the Korean message', () => {
    expect(urlSchema.parse(' https://example.com ')).toBe('https://example.com');
    expect(firstMessage(urlSchema.safeParse('example.com'))).toBe(VALIDATION_MESSAGES.url);
  });
});

describe('email (spec §5: standard pattern, 2-3 letter top-level domain)', () => {
  it.each([
    ['a@b.co.kr'],
    ['a@b.com'],
    ['a@b.kr'],
    ['first.last+tag@example.co.kr'],
    ['user_name@sub-domain.example.net'],
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a@b.info', 'four-letter TLD'],
    ['a@b.c', 'one-letter TLD'],
    ['a@b.c0m', 'digit in TLD'],
    ['ab.co.kr', 'missing @'],
    ['a@@b.com', 'double @'],
    ['@b.com', 'empty local part'],
    ['a@.com', 'empty domain label'],
    ['a@b', 'no TLD'],
    ['a b@c.com', 'space'],
    ['홍길동@b.com', 'Korean local part'],
    ['', 'empty'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('emailSchema trims, reports the Korean message and caps the length at 100', () => {
    expect(emailSchema.parse(' a@b.co.kr ')).toBe('a@b.co.kr');
    expect(firstMessage(emailSchema.safeParse('a@b.info'))).toBe(VALIDATION_MESSAGES.email);
    expect(emailSchema.safeParse(`${'a'.repeat(95)}@b.com`).success).toBe(false);
  });
});

describe('mobile phone (spec §5: 010/011/016/017/018/019, 3-4 digits, 4 digits)', () => {
  it.each([
    ['01012345678'],
    ['010-1234-5678'],
    ['0111234567'],
    ['011-123-4567'],
    ['016-123-4567'],
    ['0171234567'],
    ['018-1234-5678'],
    ['01912345678'],
  ])('accepts %j', (phone) => {
    expect(isValidMobilePhone(phone)).toBe(true);
  });

  it.each([
    ['01212345678', 'prefix 012'],
    ['012-1234-5678', 'prefix 012 with hyphens'],
    ['015-1234-5678', 'prefix 015'],
    ['02-1234-5678', 'Seoul landline'],
    ['070-1234-5678', 'internet phone'],
    ['010123456', 'too few digits (9)'],
    ['010-12-5678', 'middle part of 2 digits'],
    ['010123456789', 'too many digits (12)'],
    ['010-12345-6789', 'middle part of 5 digits'],
    ['010 1234 5678', 'spaces instead of hyphens'],
    ['010.1234.5678', 'dots instead of hyphens'],
    ['+821012345678', 'international form'],
    ['010-abcd-5678', 'letters'],
    ['', 'empty'],
  ])('rejects %j (%s)', (phone) => {
    expect(isValidMobilePhone(phone)).toBe(false);
  });

  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0161234567', '016-123-4567'],
    ['016-123-4567', '016-123-4567'],
    ['01912345678', '019-1234-5678'],
  ])('formatMobilePhone(%j) === %j', (input, expected) => {
    expect(formatMobilePhone(input)).toBe(expected);
  });

  it('formatMobilePhone leaves a number it cannot read untouched', () => {
    expect(formatMobilePhone('01212345678')).toBe('01212345678');
    expect(formatMobilePhone('12345')).toBe('12345');
  });

  it.each([
    ['01012345678', '010-1234-5678'],
    [' 010-1234-5678 ', '010-1234-5678'],
    ['0161234567', '016-123-4567'],
  ])('mobilePhoneSchema turns %j into the 3-x-4 form %j', (input, expected) => {
    expect(mobilePhoneSchema.parse(input)).toBe(expected);
  });

  it('mobilePhoneSchema rejects a bad number with the Korean message', () => {
    expect(firstMessage(mobilePhoneSchema.safeParse('012-1234-5678'))).toBe(VALIDATION_MESSAGES.mobilePhone);
  });
});

describe('business registration number (spec §5: weighted checksum)', () => {
  it.each([['123-45-67891'], ['1234567891'], ['220-81-62517'], ['2208162517'], ['22081-62517']])(
    'accepts %j',
    (value) => {
      expect(isValidBusinessNumber(value)).toBe(true);
    },
  );

  it.each([
    ['123-45-67890', 'wrong check digit'],
    ['1234567890', 'wrong check digit without hyphens'],
    ['220-81-62518', 'check digit off by one'],
    ['123-45-6789', '9 digits'],
    ['123456789', '9 digits without hyphens'],
    ['123-45-678911', '11 digits'],
    ['12345678911', '11 digits without hyphens'],
    ['123-45-6789a', 'letter'],
    ['abc-de-fghij', 'letters only'],
    ['123 45 67891', 'spaces as separators'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidBusinessNumber(value)).toBe(false);
  });

  it('uses the ninth digit times 5, divided by 10, in the sum', () => {
    // With every other digit 0, a ninth digit of 2 gives 2*5 + floor(10/10) = 11 → check digit 9.
    expect(isValidBusinessNumber('0000000029')).toBe(true);
    // Without the floor(d9*5/10) term the check digit would be 0.
    expect(isValidBusinessNumber('0000000020')).toBe(false);
  });

  it.each([
    ['2208162517', '220-81-62517'],
    ['220-81-62517', '220-81-62517'],
    ['1234567891', '123-45-67891'],
  ])('formatBusinessNumber(%j) === %j', (input, expected) => {
    expect(formatBusinessNumber(input)).toBe(expected);
  });

  it('formatBusinessNumber leaves anything but 10 digits untouched', () => {
    expect(formatBusinessNumber('123456789')).toBe('123456789');
    expect(formatBusinessNumber('12345678911')).toBe('12345678911');
  });

  it('businessNumberSchema normalises to 3-2-5 and reports the Korean message', () => {
    expect(businessNumberSchema.parse(' 2208162517 ')).toBe('220-81-62517');
    expect(firstMessage(businessNumberSchema.safeParse('123-45-67890'))).toBe(
      VALIDATION_MESSAGES.businessNumber,
    );
  });
});

describe('input filters (spec §5)', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['abc123def', '123'],
    ['일이삼 123', '123'],
    [' 1 2 3 ', '123'],
    ['abc', ''],
    ['', ''],
  ])('digitsOnly(%j) === %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it.each([
    ['abc한글def', 'abcdef'],
    ['ㄱㄴㄷabc', 'abc'],
    ['ㅏㅑ123', '123'],
    [`${'가'.normalize('NFD')}x`, 'x'],
    ['partner_01', 'partner_01'],
    ['!@#$ 1a', '!@#$ 1a'],
    ['日本語', '日本語'],
  ])('stripKorean(%j) === %j', (input, expected) => {
    expect(stripKorean(input)).toBe(expected);
  });

  it.each([
    ['Partner01', 'partner01'],
    ['ABC_DEF-1', 'abc_def-1'],
    ['already', 'already'],
    ['한글ABC', '한글abc'],
  ])('forceLowercase(%j) === %j', (input, expected) => {
    expect(forceLowercase(input)).toBe(expected);
  });

  it.each([
    ['a😀b', 'ab', 'simple emoji'],
    ['가족👨‍👩‍👧‍👦끝', '가족끝', 'ZWJ family sequence'],
    ['한국🇰🇷', '한국', 'regional-indicator flag'],
    ['좋아요👍🏽!', '좋아요!', 'skin-tone modifier'],
    ['❤️ 사랑', ' 사랑', 'emoji with variation selector'],
    ['잉글랜드🏴󠁧󠁢󠁥󠁮󠁧󠁿', '잉글랜드', 'subdivision flag with tag characters'],
    ['☀️☔', '', 'weather symbols'],
  ])('stripEmoji(%j) === %j (%s)', (input, expected) => {
    expect(stripEmoji(input)).toBe(expected);
  });

  it.each([
    ['안녕하세요, 반갑습니다.'],
    ['(주)테스트 인테리어 - 서울/경기'],
    ['Hello, world! How are you? 100% "ok" [a] {b} <c> @#&*_+=~`\'|\\:;'],
    ['010-1234-5678'],
    ['ㄱㄴㄷ ㅏㅑ'],
    ['日本語 中文'],
  ])('stripEmoji keeps text and ordinary punctuation: %j', (input) => {
    expect(stripEmoji(input)).toBe(input);
  });
});

describe('requiredText (trimmed, emoji-free, Korean messages)', () => {
  const schema = requiredText('업체명', 5);

  it.each([
    ['  테스트  ', '테스트'],
    ['테스트😀', '테스트'],
    [' 😀 ab 😀 ', 'ab'],
    ['가나다라마', '가나다라마'],
    ['가나다라마👍🏽', '가나다라마'],
  ])('parses %j to %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([
    ['', VALIDATION_MESSAGES.required('업체명')],
    ['   ', VALIDATION_MESSAGES.required('업체명')],
    ['😀👨‍👩‍👧‍👦', VALIDATION_MESSAGES.required('업체명')],
    ['🏴󠁧󠁢󠁥󠁮󠁧󠁿', VALIDATION_MESSAGES.required('업체명')],
    [undefined, VALIDATION_MESSAGES.required('업체명')],
    [null, VALIDATION_MESSAGES.required('업체명')],
    [123, VALIDATION_MESSAGES.required('업체명')],
    ['가나다라마바', VALIDATION_MESSAGES.maxLength('업체명', 5)],
  ])('rejects %j with %j', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
  });

  it('spells the messages in Korean with the label and the limit', () => {
    expect(VALIDATION_MESSAGES.required('업체명')).toBe('업체명을 입력해주세요.');
    expect(VALIDATION_MESSAGES.maxLength('업체명', 5)).toBe('업체명은 5자 이하로 입력해주세요.');
  });
});

describe('control characters in a request', () => {
  it('finds the first text holding NUL or another C0 control, and where it sits', () => {
    expect(controlCharacterPath({ name: '바른\u0000인테리어' })).toBe('name');
    expect(controlCharacterPath({ regions: [{ sido: '서울' }, { sido: '경기\u001b' }] })).toBe(
      'regions.1.sido',
    );
    expect(controlCharacterPath({ 'na\u0000me': 'x' })).toBe('na\u0000me');
    expect(controlCharacterPath({ note: 'DEL\u007f' })).toBe('note');
    expect(controlCharacterPath('bare\u0000')).toBe('');
  });

  it('lets tabs and line breaks of multi-line text through', () => {
    expect(
      controlCharacterPath({ introduction: '첫 줄\r\n\t둘째 줄\n', budget: 100, empty: null }),
    ).toBeUndefined();
  });
});
