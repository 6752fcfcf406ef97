/** Calls outside the API groups: the health check and the uploaded files. */
import { z } from 'zod';

export const HEALTH_PATH = '/healthz';

export const healthSchema = z
  .object({ status: z.literal('ok') })
  .describe('The server is up and its database answers (migrations applied).');
export type Health = z.infer<typeof healthSchema>;

/** `GET /uploads/*`: the storage key of an uploaded image (content hash, `.webp`). */
export const uploadParamsSchema = z.object({ '*': z.string() });
