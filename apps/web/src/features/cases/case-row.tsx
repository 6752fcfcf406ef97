/** One case in the list: cover, status, facts, cost, views, last change, and its own edit link. */
import { EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { CASE_SCOPE_LABELS, CASE_STATUS_LABELS } from '@partner-portal/contract/cases-constants';
import type { CaseSummary } from '@partner-portal/contract/cases-api';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Checkbox, Skeleton, Tag } from 'antd';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { formatArea, formatRegion } from './case-format';
import { STATUS_COLORS } from './case-status';

export function CaseRow({
  item,
  selected,
  onSelect,
}: {
  item: CaseSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const detail = generatePath(PATHS.productDetail, { pid: String(item.case_id) });
  const facts = [
    item.housing_type,
    item.scope && CASE_SCOPE_LABELS[item.scope],
    item.area_m2 !== null && formatArea(item.area_m2),
    formatRegion(item.region),
  ].filter(Boolean);
  return (
    <li className={`case-row${selected ? ' case-row--selected' : ''}`}>
      <Checkbox
        className="case-row__check"
        checked={selected}
        aria-label={`${item.title} 선택`}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <Link to={detail} className="case-row__thumb" tabIndex={-1} aria-hidden="true">
        {item.cover_url ? <img src={item.cover_url} alt="" loading="lazy" /> : <PictureOutlined />}
        {item.photo_count > 0 && <span className="case-row__photo-count">{item.photo_count}</span>}
      </Link>
      <div className="case-row__body">
        <div className="case-row__heading">
          <Tag color={STATUS_COLORS[item.status]}>{CASE_STATUS_LABELS[item.status]}</Tag>
          <Link to={detail} className="case-row__title">
            {item.title}
          </Link>
        </div>
        <p className="case-row__facts">
          {facts.length ? facts.join(' · ') : '입력하지 않은 항목이 있습니다'}
        </p>
        <p className="case-row__meta">
          {item.cost_won !== null && (
            <span className="case-row__cost">{formatWon(item.cost_won, 'units')}</span>
          )}
          <span>
            <EyeOutlined aria-hidden="true" /> 조회 {groupDigits(item.view_count)}
          </span>
          <span>수정 {formatDate(item.updated_at)}</span>
        </p>
      </div>
      <Link
        className="case-row__edit"
        to={generatePath(PATHS.productEdit, { pid: String(item.case_id) })}
        aria-label={`${item.title} 수정`}
      >
        수정
      </Link>
    </li>
  );
}

export function CaseRowsSkeleton() {
  return (
    <ul className="case-rows" aria-busy="true" aria-label="시공사례 불러오는 중">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="case-row case-row--skeleton">
          <Skeleton.Node active className="case-row__thumb" />
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
        </li>
      ))}
    </ul>
  );
}
