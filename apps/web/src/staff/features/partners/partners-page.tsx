/** `/staff/partners`: partners found by business name, business number or member ID, newest first, a page at a time. */
import type { PartnerRow, PartnerStatus } from '@partner-portal/contract/staff-desks-api';
import { Input, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { PagedTable } from '../../shared/paged-table';
import { formatBizNo, PartnerStatusTag } from '../../shared/status-tags';
import { useSearchState } from '../../shared/use-search-state';
import { usePartnerSearch } from './api/partner-queries';

const columns: TableColumnsType<PartnerRow> = [
  {
    title: '업체명',
    dataIndex: 'partner_name',
    render: (name: string, row) => (
      <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{name}</Link>
    ),
  },
  { title: '아이디', dataIndex: 'member_id' },
  { title: '사업자등록번호', dataIndex: 'biz_no', render: formatBizNo },
  { title: '대표자', dataIndex: 'ceo_name' },
  { title: '등급', dataIndex: 'grade' },
  {
    title: '상태',
    dataIndex: 'status',
    render: (status: PartnerStatus) => <PartnerStatusTag status={status} />,
  },
  { title: '가입일', dataIndex: 'created_at', render: formatDate },
];

export function PartnersPage() {
  const { values, page, size, update } = useSearchState(['q'] as const);
  const list = usePartnerSearch({ q: values.q, page, size });
  return (
    <>
      <h1>파트너 관리</h1>
      <div className="console__toolbar">
        <Input.Search
          key={values.q}
          aria-label="파트너 검색"
          placeholder="업체명, 사업자등록번호, 아이디"
          defaultValue={values.q}
          allowClear
          enterButton="검색"
          style={{ maxWidth: 420 }}
          onSearch={(q) => update({ q: q.trim() })}
        />
      </div>
      <PagedTable<PartnerRow>
        caption="파트너 목록"
        query={list}
        rowKey="partner_id"
        columns={columns}
        emptyText={values.q ? `‘${values.q}’에 맞는 파트너가 없습니다.` : '가입한 파트너가 없습니다.'}
        page={page}
        size={size}
        onPage={(next, nextSize) => update({ page: next, size: nextSize })}
      />
    </>
  );
}
