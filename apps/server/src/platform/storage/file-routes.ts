/** Serves stored images from our own origin: WebP only, `nosniff`, immutable (keys are content hashes). */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../shared/problems.js';
import type { FileStorage } from './file-storage.js';

export const UPLOADS_PREFIX = '/uploads/';

export async function uploadRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): Promise<void> {
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = await storage.get(key);
    if (!bytes) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}

export const uploadUrl = (key: string | null): string | null => (key ? `${UPLOADS_PREFIX}${key}` : null);
