/**
 * Uploaded images are trusted by content, never by name or declared type: the magic bytes must be
 * JPEG, PNG or WebP, the pixel count is checked from the header before anything is decoded, and the
 * image is re-encoded to WebP, which drops every metadata block (EXIF, GPS, XMP, ICC comments).
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { IMAGE_MESSAGES } from '@partner-portal/contract/image-uploads';
import sharp from 'sharp';
import { QueueFull, type BoundedQueue } from '../../shared/bounded-queue.js';
import { HttpProblem } from '../../shared/problems.js';

export type ImageKind = 'jpeg' | 'png' | 'webp';

export class ImageRejected extends Error {}

export function sniffImageKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

export interface ImageVariant {
  name: string;
  /** The longest side after resizing; smaller images are not enlarged. */
  maxSide: number;
  quality?: number;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Record<string, Buffer>;
}

/**
 * `trusted` admits extra input kinds for images we made ourselves (the demo seed's SVG logo);
 * uploads never pass it.
 */
export async function processImage(
  bytes: Buffer,
  limits: { maxBytes: number; maxPixels: number },
  variants: readonly ImageVariant[],
  trusted: readonly 'svg'[] = [],
): Promise<ProcessedImage> {
  if (bytes.length > limits.maxBytes)
    throw new ImageRejected(IMAGE_MESSAGES.tooLarge(Math.round(limits.maxBytes / 1024 / 1024)));
  const isTrustedSvg = trusted.includes('svg') && bytes.subarray(0, 5).toString() === '<svg ';
  if (!sniffImageKind(bytes) && !isTrustedSvg) throw new ImageRejected(IMAGE_MESSAGES.notImage);
  let metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.unreadable);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > limits.maxPixels) throw new ImageRejected(IMAGE_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0) throw new ImageRejected(IMAGE_MESSAGES.unreadable);
  try {
    const output: Record<string, Buffer> = {};
    for (const variant of variants) {
      output[variant.name] = await sharp(bytes, { limitInputPixels: limits.maxPixels })
        .rotate() // apply the EXIF orientation before the EXIF block is dropped
        .resize({ width: variant.maxSide, height: variant.maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: variant.quality ?? 82 })
        .toBuffer();
    }
    return { width, height, variants: output };
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.unreadable);
  }
}

/** How the features process uploaded images: `processImage` behind the process's image queue. */
export interface ImagePipeline {
  process(
    bytes: Buffer,
    limits: { maxBytes: number; maxPixels: number },
    variants: readonly ImageVariant[],
  ): Promise<ProcessedImage>;
}

/** Seconds a refused upload is told to wait: a few images' worth of work. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Decoding a large photo takes about a gigabyte for half a second, so one process decodes only a
 * few at once (IMAGE_CONCURRENCY); the rest wait in a short line (IMAGE_QUEUE_LENGTH), and an
 * upload beyond it is answered 503 with Retry-After rather than piling up memory.
 */
export function queuedImagePipeline(queue: BoundedQueue): ImagePipeline {
  return {
    async process(bytes, limits, variants) {
      try {
        return await queue.run(() => processImage(bytes, limits, variants));
      } catch (error) {
        if (!(error instanceof QueueFull)) throw error;
        throw new HttpProblem(503, ERROR_CODES.unavailable, IMAGE_MESSAGES.busy, undefined, {
          'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
        });
      }
    },
  };
}

/** For our own images before the server takes requests (the demo seed): no queue. */
export const unqueuedImagePipeline: ImagePipeline = {
  process: (bytes, limits, variants) => processImage(bytes, limits, variants),
};
