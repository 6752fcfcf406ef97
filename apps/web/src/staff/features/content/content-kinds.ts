import type { ContentKind } from '@partner-portal/contract/content-api';

/** The desk's tabs, in the order staff use them. */
export const KIND_NAMES: Record<ContentKind, string> = {
  notices: '공지사항',
  events: '이벤트',
  promotions: '프로모션',
  faqs: '자주 묻는 질문',
  emergencies: '긴급 공지',
};

/** What an empty list says (the particle follows each name). */
export const KIND_EMPTY: Record<ContentKind, string> = {
  notices: '공지사항이 없습니다.',
  events: '이벤트가 없습니다.',
  promotions: '프로모션이 없습니다.',
  faqs: '자주 묻는 질문이 없습니다.',
  emergencies: '긴급 공지가 없습니다.',
};
