/**
 * Home's 요금제별 성과 (issue #39): for each plan and each of the last three months, the leads it
 * brought, how many were accepted, quoted and contracted, what the plan cost that month, and so
 * what a lead and a contract cost. The server computes every figure; none is derived here.
 */
import type { PlanReturnRow } from '@partner-portal/contract/leads-api';
import { PLAN_RETURNS_INTRO_MONTHS } from '@partner-portal/contract/leads-constants';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import { Skeleton } from 'antd';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { usePlanReturns } from './api/get-plan-returns';

const monthName = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;
const count = (value: number) => `${groupDigits(value)}건`;
const wonOrDash = (value: number | null) => (value === null ? '-' : formatWon(value));

const COLUMNS: DataColumn<PlanReturnRow>[] = [
  { key: 'month', title: '월', render: (row) => monthName(row.month) },
  { key: 'plan', title: '요금제', render: (row) => row.plan_name },
  { key: 'leads', title: '리드', align: 'right', render: (row) => count(row.leads) },
  { key: 'accepted', title: '수락', align: 'right', render: (row) => count(row.accepted) },
  { key: 'quoted', title: '견적', align: 'right', render: (row) => count(row.quoted) },
  { key: 'contracts', title: '계약', align: 'right', render: (row) => count(row.contracts) },
  { key: 'cost', title: '비용', align: 'right', render: (row) => formatWon(row.cost_won) },
  { key: 'perLead', title: '리드당 비용', align: 'right', render: (row) => wonOrDash(row.cost_per_lead_won) },
  {
    key: 'perContract',
    title: '계약당 비용',
    align: 'right',
    render: (row) => wonOrDash(row.cost_per_contract_won),
  },
];

/**
 * The newest month first, and within a month the plans by key. Plain comparisons: a collator's
 * first use loads ICU's data, which home's start does without (README, issue #14).
 */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ordered = (rows: readonly PlanReturnRow[]) =>
  [...rows].sort((a, b) => byKey(b.month, a.month) || byKey(a.product_key, b.product_key));

export function PlanReturnsCard() {
  const { data, isError, refetch } = usePlanReturns();
  return (
    <Panel
      title={`요금제별 성과 (최근 ${PLAN_RETURNS_INTRO_MONTHS}개월)`}
      className="intro-card plan-returns-card"
    >
      {isError ? (
        <RetryAlert message="요금제별 성과를 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : !data ? (
        <div aria-busy="true" aria-label="요금제별 성과를 불러오는 중">
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : (
        <DataTable<PlanReturnRow>
          size="small"
          className="plan-returns"
          scrollLabel="요금제별 성과 표"
          rowKey={(row) => `${row.month}-${row.product_key}`}
          rows={ordered(data.rows)}
          empty={`최근 ${PLAN_RETURNS_INTRO_MONTHS}개월 동안 요금제로 받은 견적 요청이 없습니다.`}
          columns={COLUMNS}
        />
      )}
    </Panel>
  );
}
