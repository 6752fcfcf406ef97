import type { RequiredInfoItem } from '@partner-portal/contract/profile-checklist';

/** How much of the checklist is done, as a bar and "n/6" (plain: antd's Progress brings Tooltip along). */
export function ChecklistProgress({ items }: { items: readonly RequiredInfoItem[] }) {
  const done = items.filter((item) => item.completed).length;
  const percent = Math.round((done / items.length) * 100);
  return (
    <div className="checklist-progress">
      <div
        className="checklist-progress__track"
        role="progressbar"
        aria-label="파트너 등록 진행률"
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={done}
        aria-valuetext={`${items.length}개 중 ${done}개 완료`}
      >
        <div
          className={`checklist-progress__bar${done === items.length ? ' checklist-progress__bar--done' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="checklist-progress__count">
        {done}/{items.length}
      </span>
    </div>
  );
}
