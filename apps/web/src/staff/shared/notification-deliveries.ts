/**
 * The notification hub's delivery log (issue #38), which the notifications desk lists and the partner
 * page shows the last few of: one row per notification and channel, and a resend of one.
 */
import type { DeliveryPage, DeliveryRow } from '@partner-portal/contract/notifications-api';
import {
  NOTIFICATION_EVENTS,
  STAFF_NOTIFICATION_PATHS,
} from '@partner-portal/contract/notifications-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath } from '../../lib/http/create-api-client';
import { staffApi } from '../app/staff-api';
import { staffKeys } from './staff-keys';
import { useStaffWrite } from './use-staff-write';

export interface DeliverySearchParams {
  kind?: string;
  channel?: string;
  status?: string;
  partner_id?: number;
  page: number;
  size: number;
}

/** An event's name; a kind the catalogue no longer has shows as it is stored. */
export const kindLabel = (kind: string): string =>
  (NOTIFICATION_EVENTS as Partial<Record<string, { label: string }>>)[kind]?.label ?? kind;

const deliveryKeys = staffKeys('notification-deliveries');

/** Filters not set are left out of the address. */
const filled = (params: DeliverySearchParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const deliverySearchQueryOptions = (params: DeliverySearchParams) =>
  queryOptions({
    queryKey: deliveryKeys.list(filled(params)),
    queryFn: ({ signal }) =>
      staffApi.get<DeliveryPage>(STAFF_NOTIFICATION_PATHS.deliveries, { query: filled(params), signal }),
    placeholderData: keepPreviousData,
  });

export const useDeliverySearch = (params: DeliverySearchParams) =>
  useQuery(deliverySearchQueryOptions(params));

/** Sends one delivery again (a new attempt under the same notification); the log is read again. */
export const useResendDelivery = () =>
  useStaffWrite(
    (deliveryId: number) =>
      staffApi.post<DeliveryRow>(fillPath(STAFF_NOTIFICATION_PATHS.resend, { deliveryId }), {
        showErrors: false,
      }),
    deliveryKeys.all,
  );
