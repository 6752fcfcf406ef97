import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetInspectionStatus,
  keepInspectionStatus,
  refreshInspectionStatus,
} from '../../../lib/inspection-status';
import { jsonResponse, mockFetch } from '../../../test/http';
import { inspectionStatusQueryOptions } from './get-inspection-status';

const status = (value: InspectionStatus['status']): InspectionStatus => ({
  status: value,
  start: null,
  end: null,
  message: value === 'none' ? null : '정기 점검',
  image: null,
  allow_reads: true,
  customer_service_hours: '평일 9:00-18:00',
});
const serverSays = (value: InspectionStatus['status']) =>
  mockFetch(() => jsonResponse({ return_code: 0, return_message: 'OK', data: status(value) }));

beforeEach(() => forgetInspectionStatus());
afterEach(() => vi.unstubAllGlobals());

const read = () => new QueryClient().fetchQuery(inspectionStatusQueryOptions());

describe('the screens’ inspection status', () => {
  it('takes the answer the guard got on this page a moment ago instead of asking again', async () => {
    const calls = serverSays('announced');
    await refreshInspectionStatus();
    await expect(read()).resolves.toMatchObject({ status: 'announced' });
    expect(calls).toHaveLength(1);
  });

  it('asks the server when the only answer is one kept from an earlier page, or none', async () => {
    keepInspectionStatus(status('none'));
    const calls = serverSays('announced');
    await expect(read()).resolves.toMatchObject({ status: 'announced' });
    forgetInspectionStatus();
    await expect(read()).resolves.toMatchObject({ status: 'announced' });
    expect(calls).toHaveLength(2);
  });
});
