/** The home screen's view of the registration checklist: progress, each item's state, the dialog. */
import type { RequiredInfoItem } from '@partner-portal/contract/profile-checklist';
import { Button } from 'antd';
import { Panel } from '../../components/panel/panel';
import { ChecklistProgress } from './checklist-progress';
import { RequiredInfoTag } from './required-info-tag';

interface Props {
  items: readonly RequiredInfoItem[];
  onOpen: () => void;
}

export function RequiredInfoCard({ items, onOpen }: Props) {
  const done = items.filter((item) => item.completed).length;
  const complete = done === items.length;
  return (
    <Panel
      title="파트너 등록 현황"
      className="intro-card required-info-card"
      extra={
        <Button type={complete ? 'default' : 'primary'} size="small" onClick={onOpen}>
          {complete ? '등록 정보 보기' : '필수 정보 등록'}
        </Button>
      }
    >
      <ChecklistProgress items={items} />
      <p className="required-info-card__summary">
        {complete
          ? '필수 정보가 모두 등록되었습니다.'
          : `${items.length - done}개 항목이 남았습니다. 모두 등록하면 고객에게 업체가 노출됩니다.`}
      </p>
      <ul className="required-info-card__list">
        {items.map((item) => (
          <li key={item.code}>
            <span>{item.title}</span>
            <RequiredInfoTag status={item.status} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
