import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetInspectionStatus,
  INSPECTION_STATUS_FRESH_MS,
  keepInspectionStatus,
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

beforeEach(() => forgetInspectionStatus());
afterEach(() => vi.unstubAllGlobals());

const read = () => new QueryClient().fetchQuery(inspectionStatusQueryOptions());

describe('the screens’ inspection status', () => {
  it('takes what the guard asked a moment ago instead of asking again', async () => {
    keepInspectionStatus(status('announced'));
    const calls = mockFetch(() =>
      jsonResponse({ return_code: 0, return_message: 'OK', data: status('none') }),
    );
    await expect(read()).resolves.toMatchObject({ status: 'announced' });
    expect(calls).toHaveLength(0);
  });

  it('asks the server when the kept answer is old or missing', async () => {
    const calls = mockFetch(() =>
      jsonResponse({ return_code: 0, return_message: 'OK', data: status('none') }),
    );
    await expect(read()).resolves.toMatchObject({ status: 'none' });
    keepInspectionStatus(status('announced'), Date.now() - INSPECTION_STATUS_FRESH_MS - 1);
    await expect(read()).resolves.toMatchObject({ status: 'none' });
    expect(calls).toHaveLength(2);
  });
});
