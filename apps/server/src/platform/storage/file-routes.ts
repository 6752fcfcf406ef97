/**
 * Serves stored images from our own origin, streamed from whichever storage adapter holds them:
 * WebP only, `nosniff`, immutable (keys are content hashes or random).
 */
import { httpErrorSchema } from '@partner-portal/contract/envelopes';
import { uploadParamsSchema } from '@partner-portal/contract/platform-api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../shared/problems.js';
import type { FileStorage } from './file-storage.js';

export const UPLOADS_PREFIX = '/uploads/';
/** Keys under it are never public (features/leads/lead-photos.ts stores there). */
export const PRIVATE_KEY_PREFIX = 'leads/';

// Not the zod type provider: it would type the answer as the documented string, and the file is a stream.
export async function uploadRoutes(
  app: FastifyInstance,
  { storage }: { storage: FileStorage },
): Promise<void> {
  app.get(
    `${UPLOADS_PREFIX}*`,
    {
      schema: {
        summary: '올린 이미지 (로고, 시공사례 사진): WebP, 내용 해시 키라 영구 캐시',
        params: uploadParamsSchema,
        response: {
          200: {
            description: 'WebP 이미지',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: httpErrorSchema.describe('없는 파일'),
        },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Lead photos are the customer's: served only through the partner's own lead.
      const file = key.startsWith(PRIVATE_KEY_PREFIX) ? undefined : await storage.open(key);
      if (!file) throw notFound();
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
}

export const uploadUrl = (key: string | null): string | null => (key ? `${UPLOADS_PREFIX}${key}` : null);
