/**
 * Service inspection routes: the open status (service group) that the guard asks before every
 * navigation, and the staff desk (`/staff-api/inspections`, operations and admin).
 */
import {
  INSPECTION_SERVICE_PATHS,
  STAFF_INSPECTION_PATHS,
} from '@partner-portal/contract/inspection-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  inspectionStatusSchema,
  staffInspectionInputSchema,
  staffInspectionParamsSchema,
  staffInspectionRowSchema,
} from '@partner-portal/contract/inspection-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import {
  cancelInspection,
  endInspection,
  listInspections,
  scheduleInspection,
  updateInspection,
  type InspectionDeps,
} from './inspection-editing.js';
import { statusAnswer, type InspectionStatusSource } from './inspection-status.js';

/** The status (service group, open): cheap, read from the process's short-lived copy. */
export const inspectionStatusRoutes =
  (inspections: InspectionStatusSource): FastifyPluginAsyncZod<AppContext> =>
  async (app) => {
    app.get(
      INSPECTION_SERVICE_PATHS.status,
      {
        schema: {
          summary: '서비스 점검 상태 (없음, 예고, 진행 중; 가드가 화면을 옮길 때마다 묻는다)',
          response: { 200: returnEnvelope(inspectionStatusSchema) },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'no-store').send(ok(statusAnswer(await inspections.current()))),
    );
  };

const refusals = {
  404: httpErrorSchema.describe('없는 점검'),
  409: httpErrorSchema.describe('겹치는 점검, 이미 끝났거나 취소된 점검, 지난 시각'),
};

/** The staff desk (registered in a staff scope for operations and admin). */
export const inspectionStaffRoutes =
  (inspections: InspectionStatusSource): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const deps: InspectionDeps = { db: ctx.db, clock: ctx.clock, inspections };
    const row = { 200: returnEnvelope(staffInspectionRowSchema), ...refusals };

    app.get(
      STAFF_INSPECTION_PATHS.list,
      {
        schema: {
          summary: '서비스 점검 목록 (예정·진행 중·종료·취소, 시작 최신순)',
          response: { 200: returnEnvelope(z.array(staffInspectionRowSchema)) },
        },
      },
      async () => ok(await listInspections(deps)),
    );
    app.post(
      STAFF_INSPECTION_PATHS.list,
      {
        schema: {
          summary: '서비스 점검 예약 (다른 점검과 겹치면 거절; 예고 시작이 없으면 3일 전)',
          body: staffInspectionInputSchema,
          response: row,
        },
      },
      async (request) => ok(await scheduleInspection(deps, request.staff().actor, request.body)),
    );
    app.put(
      STAFF_INSPECTION_PATHS.item,
      {
        schema: {
          summary: '서비스 점검 수정 (예정이거나 진행 중인 것)',
          params: staffInspectionParamsSchema,
          body: staffInspectionInputSchema,
          response: row,
        },
      },
      async (request) =>
        ok(await updateInspection(deps, request.staff().actor, request.params.id, request.body)),
    );
    app.post(
      STAFF_INSPECTION_PATHS.end,
      {
        schema: { summary: '진행 중인 점검 지금 종료', params: staffInspectionParamsSchema, response: row },
      },
      async (request) => ok(await endInspection(deps, request.staff().actor, request.params.id)),
    );
    app.post(
      STAFF_INSPECTION_PATHS.cancel,
      {
        schema: { summary: '시작 전 점검 취소', params: staffInspectionParamsSchema, response: row },
      },
      async (request) => ok(await cancelInspection(deps, request.staff().actor, request.params.id)),
    );
  };
