/**
 * Every image upload counts against its sender (a partner, or a staff member in the console), in the
 * database like the other limits, so all instances share it; past the limit, a Korean 429.
 */
import { httpErrorSchema } from '@partner-portal/contract/envelopes';
import { IMAGE_MESSAGES, UPLOAD_RATE_LIMIT } from '@partner-portal/contract/image-uploads';
import type { AppContext } from '../app-context.js';

export type Uploader = { partnerId: number } | { staffMemberNo: number };

export function limitUploads(
  { limiter, limits }: Pick<AppContext, 'limiter' | 'limits'>,
  uploader: Uploader,
) {
  return limiter.hit(
    {
      bucket: 'uploads',
      limit: limits.uploadsPerSender,
      windowMinutes: UPLOAD_RATE_LIMIT.windowMinutes,
      message: IMAGE_MESSAGES.tooManyUploads,
    },
    'partnerId' in uploader ? `partner:${uploader.partnerId}` : `staff:${uploader.staffMemberNo}`,
  );
}

/** The refusals every upload route documents besides its own. */
export const UPLOAD_REFUSALS = {
  429: httpErrorSchema.describe('이미지를 너무 자주 올림 (Retry-After 초 뒤 다시)'),
  503: httpErrorSchema.describe('이미지 처리 대기열이 가득 참 (Retry-After 초 뒤 다시)'),
};
