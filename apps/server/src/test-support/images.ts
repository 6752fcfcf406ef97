/** Real image files for upload tests, made with sharp (a JPEG can carry GPS tags like a phone photo). */
import sharp from 'sharp';

export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 29/1 5400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '127/1 1/1 3000/100',
      },
    })
    .toBuffer();
}

export async function png(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 9, g: 88, b: 217, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A multipart body as `fetch` would send it (FormData → bytes), for `app.inject`. */
export interface TestFile {
  bytes: Buffer;
  name: string;
  type: string;
}

export async function multipart(
  fields: Record<string, string>,
  files: Record<string, TestFile | TestFile[]> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, entry] of Object.entries(files)) {
    for (const file of [entry].flat())
      form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://local/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
