/** The tags the desks show for a partner's, an order's and a notification delivery's state. */
import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
} from '@partner-portal/contract/notifications-constants';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@partner-portal/contract/orders-constants';
import { PARTNER_STATUS_LABELS, type PartnerStatus } from '@partner-portal/contract/staff-desks-api';
import { Tag } from 'antd';

const PARTNER_COLORS: Record<PartnerStatus, string> = {
  active: 'success',
  suspended: 'error',
  withdrawn: 'default',
};

export const PartnerStatusTag = ({ status }: { status: PartnerStatus }) => (
  <Tag color={PARTNER_COLORS[status]}>{PARTNER_STATUS_LABELS[status]}</Tag>
);

const ORDER_COLORS: Partial<Record<OrderStatus, string>> = {
  paid: 'success',
  awaiting_deposit: 'processing',
  failed: 'error',
  refunded: 'warning',
  unknown: 'warning',
};

export const OrderStatusTag = ({ status }: { status: OrderStatus }) => (
  <Tag color={ORDER_COLORS[status] ?? 'default'}>{ORDER_STATUS_LABELS[status]}</Tag>
);

const DELIVERY_COLORS: Record<DeliveryStatus, string> = {
  pending: 'processing',
  held: 'warning',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
};

export const DeliveryStatusTag = ({ status }: { status: DeliveryStatus }) => (
  <Tag color={DELIVERY_COLORS[status]}>{DELIVERY_STATUS_LABELS[status]}</Tag>
);

export const PAYMENT_METHOD_LABELS = { card: '카드', bank_transfer: '무통장입금' } as const;

/** `1234567890` → `123-45-67890`. */
export const formatBizNo = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
