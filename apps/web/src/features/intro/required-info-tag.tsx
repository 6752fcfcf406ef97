import type { RequiredInfoItem } from '@partner-portal/contract/profile-checklist';
import { Tag } from 'antd';

const TAGS: Record<RequiredInfoItem['status'], { label: string; color: string }> = {
  complete: { label: '완료', color: 'success' },
  partial: { label: '입력 중', color: 'warning' },
  missing: { label: '미등록', color: 'error' },
};

/** A checklist item's state, as home's card and the registration-required dialog show it. */
export function RequiredInfoTag({ status }: { status: RequiredInfoItem['status'] }) {
  return <Tag color={TAGS[status].color}>{TAGS[status].label}</Tag>;
}
