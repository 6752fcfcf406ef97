/** Identity verification (NICE flow, spec §2 `/selfCertification/nice/*`); paths are ours. */
import { z } from 'zod';
import { IDENTITY_PURPOSES } from './identity-constants.js';

export const identityRequestSchema = z.object({ purpose: z.enum(IDENTITY_PURPOSES) });

/** The provider's encrypted return, posted by the browser (or, from some clients, in the query). */
export const identityReturnFieldsSchema = z.looseObject({
  token_version_id: z.string().optional(),
  enc_data: z.string().optional(),
  integrity_value: z.string().optional(),
});

export const identityResultQuerySchema = z.object({ token: z.string().max(100) });

/** What the verification window page posts: `fields` go as hidden inputs to `window_url`. */
export const identityWindowSchema = z
  .object({
    window_url: z.string(),
    /** Hidden form inputs, name → value. */
    fields: z.record(z.string(), z.string()),
  })
  .describe('The verification window to open: a form POST of `fields` to `window_url`.');
export type IdentityWindow = z.infer<typeof identityWindowSchema>;

export const identityResultSchema = z
  .object({
    purpose: z.enum(IDENTITY_PURPOSES),
    /** The verified person's name and mobile number. */
    name: z.string(),
    mobile: z.string(),
  })
  .describe('The person a completed verification (its token) stands for.');
export type IdentityResult = z.infer<typeof identityResultSchema>;
