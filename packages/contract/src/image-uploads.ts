/**
 * What an image upload (logo, case photos, content images) may be, and what its refusals say, without
 * zod: the upload screens read them without loading the schema library; profile-api.ts re-exports them.
 */

export const LOGO_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** Image types the upload pipeline accepts (checked by content on the server, by type in the browser). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const IMAGE_MESSAGES = {
  notImage: '이미지 파일(JPG, PNG, WEBP)만 올릴 수 있습니다.',
  tooLarge: (maxMb: number) => `이미지 파일은 ${maxMb}MB 이하만 올릴 수 있습니다.`,
  tooManyPixels: '이미지 해상도가 너무 큽니다. 4천만 화소 이하의 이미지를 올려주세요.',
  unreadable: '이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해주세요.',
  /** Every image slot of the server is taken and the line is full (503 with Retry-After). */
  busy: '지금은 이미지를 올리는 요청이 많습니다. 잠시 후 다시 시도해주세요.',
  /** One partner (or staff member) sent more uploads than UPLOAD_RATE_LIMIT allows (429). */
  tooManyUploads: '이미지를 너무 자주 올렸습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Upload requests (logo, case photos, content images) one partner or staff member may send per window. */
export const UPLOAD_RATE_LIMIT = { limit: 60, windowMinutes: 10 } as const;
