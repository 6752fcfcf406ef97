import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from '@partner-portal/contract/notifications-constants';
import { fillTemplate, notificationTemplates, parseTemplate, placeholdersOf } from './templates.js';

const sampleOf = (variables: readonly string[]) =>
  Object.fromEntries(variables.map((name) => [name, `«${name}»`]));

describe('notification templates (content/notifications)', () => {
  it.each(NOTIFICATION_KINDS)(
    '%s uses exactly the variables its event carries, and fills completely',
    (kind) => {
      const template = notificationTemplates().get(kind)!;
      const declared = NOTIFICATION_EVENTS[kind].variables;
      expect([...placeholdersOf(template)].sort()).toEqual([...declared].sort());
      const filled = fillTemplate(kind, sampleOf(declared));
      expect(filled.text).not.toContain('#{');
      expect(filled.link ?? '').not.toContain('#{');
      for (const name of declared) expect(`${filled.text}${filled.link}`).toContain(`«${name}»`);
      // KakaoTalk takes at most 1,000 characters of template text.
      expect(filled.text.length).toBeLessThanOrEqual(1000);
    },
  );

  it('gives every kind its own alimtalk template code', () => {
    const codes = NOTIFICATION_KINDS.map((kind) => notificationTemplates().get(kind)!.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses a payload with a variable missing or one the kind does not declare', () => {
    expect(() => fillTemplate('billing.card_refused', {})).toThrow('variable 카드 missing');
    expect(() => fillTemplate('billing.card_refused', { 카드: '법인카드', 카드번호: '1234' })).toThrow(
      'unknown variables 카드번호',
    );
  });

  it('refuses a content file without its code, title or body', () => {
    expect(() => parseTemplate('notice.important', '제목: 공지\n---\n본문')).toThrow('코드, 제목');
    expect(() => parseTemplate('notice.important', '코드: X\n제목: 공지\n---\n')).toThrow('코드, 제목');
  });
});
