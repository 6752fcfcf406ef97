/**
 * `/staff/notifications`, 알림 발송 내역 (issue #38): every delivery of the notification hub, newest
 * first, filtered by event, channel, state and partner (`?partner_id=`, from a partner's page), with
 * what the provider answered and whether alimtalk fell back to a text message; staff resend one,
 * after reading back what will be sent to whom.
 */
import { particle } from '@partner-portal/contract/korean-particles';
import type { DeliveryRow } from '@partner-portal/contract/notifications-api';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type DeliveryStatus,
} from '@partner-portal/contract/notifications-constants';
import { Alert, Button, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { failureText } from '../../../lib/http/api-error';
import { showToast } from '../../../lib/toast';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { FilterSelect } from '../../shared/filter-select';
import { kindLabel, useDeliverySearch, useResendDelivery } from '../../shared/notification-deliveries';
import { PagedTable } from '../../shared/paged-table';
import { DeliveryStatusTag } from '../../shared/status-tags';
import { useSearchState } from '../../shared/use-search-state';

/** Deliveries still on their way are not sent again: the worker has them. */
const IN_FLIGHT: readonly DeliveryStatus[] = ['pending', 'held', 'sending'];

const FILTERS = ['kind', 'channel', 'status', 'partner_id'] as const;

const dash = (text: string | null) => text ?? '—';

function ResendDialog({ row, onClose }: { row: DeliveryRow; onClose(): void }) {
  const resend = useResendDelivery();
  const to = row.partner_name ?? '운영자';
  const channel = NOTIFICATION_CHANNEL_LABELS[row.channel];
  const by = channel + particle(channel, '으로/로');
  return (
    <Modal
      open
      title="알림 재발송"
      okText="재발송"
      cancelText="취소"
      okButtonProps={{ loading: resend.isPending }}
      onCancel={onClose}
      onOk={() =>
        resend.mutate(row.delivery_id, {
          onSuccess: () => {
            showToast('success', '재발송을 요청했습니다.');
            onClose();
          },
        })
      }
    >
      <p>
        {to}에게 ‘{kindLabel(row.kind)}’ 알림을 {by} 다시 보냅니다. 받는 곳: {dash(row.recipient_masked)}
      </p>
      <p>처음 보낸 알림과 같은 내용이 한 번 더 갑니다.</p>
      {resend.isError && (
        <Alert type="error" showIcon title={failureText(resend.error, '재발송을 요청하지 못했습니다.')} />
      )}
    </Modal>
  );
}

export function NotificationsPage() {
  const { values, page, size, update } = useSearchState(FILTERS);
  const partnerId = Number(values.partner_id) || undefined;
  const list = useDeliverySearch({
    kind: values.kind || undefined,
    channel: values.channel || undefined,
    status: values.status || undefined,
    partner_id: partnerId,
    page,
    size,
  });
  const [resending, setResending] = useState<DeliveryRow | null>(null);

  const columns: TableColumnsType<DeliveryRow> = [
    { title: '알림', dataIndex: 'kind', render: kindLabel },
    {
      title: '파트너',
      dataIndex: 'partner_name',
      render: (name: string | null, row) =>
        row.partner_id === null ? (
          '운영자'
        ) : (
          <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{name ?? row.partner_id}</Link>
        ),
    },
    {
      title: '채널',
      dataIndex: 'channel',
      render: (channel: DeliveryRow['channel']) => NOTIFICATION_CHANNEL_LABELS[channel],
    },
    {
      title: '상태',
      dataIndex: 'status',
      render: (status: DeliveryStatus) => <DeliveryStatusTag status={status} />,
    },
    { title: '받는 곳', dataIndex: 'recipient_masked', render: dash },
    { title: '응답', dataIndex: 'answer', render: dash },
    {
      title: '대체 발송',
      dataIndex: 'fallback',
      render: (fallback: string | null) => (fallback ? fallback.toUpperCase() : '—'),
    },
    { title: '시도', dataIndex: 'attempts', align: 'right' },
    { title: '생성', dataIndex: 'created_at', render: formatDateTime },
    { title: '발송', dataIndex: 'sent_at', render: (at: string | null) => (at ? formatDateTime(at) : '—') },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) =>
        IN_FLIGHT.includes(row.status) ? (
          '—'
        ) : (
          <Button size="small" onClick={() => setResending(row)}>
            재발송
          </Button>
        ),
    },
  ];

  return (
    <>
      <h1>알림 발송 내역</h1>
      <div className="console__toolbar" role="search" aria-label="알림 발송 검색 조건">
        <FilterSelect
          label="알림 종류"
          placeholder="모든 알림"
          width={220}
          value={values.kind}
          onChange={(kind) => update({ kind })}
          options={NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        />
        <FilterSelect
          label="채널"
          placeholder="모든 채널"
          value={values.channel}
          onChange={(channel) => update({ channel })}
          options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: NOTIFICATION_CHANNEL_LABELS[c] }))}
        />
        <FilterSelect
          label="발송 상태"
          placeholder="모든 상태"
          value={values.status}
          onChange={(status) => update({ status })}
          options={DELIVERY_STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] }))}
        />
        {partnerId !== undefined && (
          <span>
            파트너 {partnerId}번의 알림만 보고 있습니다.{' '}
            <Button size="small" onClick={() => update({ partner_id: undefined })}>
              모든 파트너 보기
            </Button>
          </span>
        )}
      </div>
      <PagedTable<DeliveryRow>
        caption="알림 발송 내역"
        query={list}
        rowKey="delivery_id"
        columns={columns}
        emptyText="조건에 맞는 발송 내역이 없습니다."
        page={page}
        size={size}
        onPage={(next, nextSize) => update({ page: next, size: nextSize })}
      />
      {resending && <ResendDialog row={resending} onClose={() => setResending(null)} />}
    </>
  );
}
