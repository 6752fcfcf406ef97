/**
 * The staff console's 상담 요청 and 제휴 문의 desks (ours): one shape for both. Each request has a
 * status, an assignee, a note and a due date 3 working days after it arrived; the partner sees the
 * status of their consultation requests on `/mypage/plan`.
 *
 * Zod-free: what the SPA reads (paths, labels, messages) loads without the schemas of request-desks-api.ts.
 */
export const REQUEST_DESKS = ['consultations', 'inquiries'] as const;
export type RequestDesk = (typeof REQUEST_DESKS)[number];
export const REQUEST_DESK_LABELS: Record<RequestDesk, string> = {
  consultations: '상담 요청',
  inquiries: '제휴 문의',
};

export const DESK_REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;
export type DeskRequestStatus = (typeof DESK_REQUEST_STATUSES)[number];
export const DESK_REQUEST_STATUS_LABELS: Record<DeskRequestStatus, string> = {
  new: '신규',
  in_progress: '처리중',
  done: '완료',
};
/** Where a status may go: forward, or back one step (a request reopened or put back in the queue). */
export const DESK_REQUEST_MOVES: Record<DeskRequestStatus, readonly DeskRequestStatus[]> = {
  new: ['in_progress'],
  in_progress: ['done', 'new'],
  done: ['in_progress'],
};

/** Working days (Mon–Fri, holidays off) between a request's arrival and its due date. */
export const DESK_REQUEST_DUE_WORKING_DAYS = 3;

export const REQUEST_DESK_PATHS = {
  list: '/requests/:desk',
  request: '/requests/:desk/:requestId',
} as const;
export const requestDeskPath = (template: string, desk: RequestDesk, requestId?: number) =>
  template.replace(':desk', desk).replace(':requestId', String(requestId ?? ''));

/** Partner group (plan API): the caller's consultation requests with their status. */
export const PLAN_CONSULTATION_STATUS_PATH = '/consulting/status';
