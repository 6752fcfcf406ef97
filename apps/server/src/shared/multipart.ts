/**
 * Reads a multipart form (or a JSON body) into text fields and file buffers. A file over the limit
 * is refused while it streams, before it is held in memory whole.
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { refuseControlCharacters } from './control-characters.js';
import { HttpProblem } from './problems.js';
// Brings in the request.parts()/isMultipart() types of the plugin registered in app.ts.
import type {} from '@fastify/multipart';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

export interface ReadForm {
  fields: Record<string, string>;
  /** Files by field name, in the order they came. */
  files: Record<string, UploadedFile[]>;
}

export async function readForm(
  request: FastifyRequest,
  options: { maxFileBytes: number; fileFields: readonly string[]; maxFiles?: number },
): Promise<ReadForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    return { fields, files: {} };
  }
  // The parser throws a bare error (a 500) on a multipart type that names no boundary.
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpProblem(400, ERROR_CODES.validation, '요청 형식이 올바르지 않습니다.');
  }
  const form: ReadForm = { fields: {}, files: {} };
  const maxFiles = options.maxFiles ?? options.fileFields.length;
  let fileCount = 0;
  for await (const part of request.parts({
    limits: { fileSize: options.maxFileBytes, files: maxFiles + 1, fields: 60 },
  })) {
    if (part.type === 'file') {
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new HttpProblem(400, ERROR_CODES.validation, '허용되지 않은 파일 항목입니다.', [
          { path: part.fieldname, message: '허용되지 않은 파일 항목입니다.' },
        ]);
      }
      fileCount += 1;
      if (fileCount > maxFiles) {
        part.file.resume();
        throw new HttpProblem(
          400,
          ERROR_CODES.validation,
          `파일은 한 번에 ${maxFiles}개까지 올릴 수 있습니다.`,
          [{ path: part.fieldname, message: `파일은 한 번에 ${maxFiles}개까지 올릴 수 있습니다.` }],
        );
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          const mb = Math.round(options.maxFileBytes / 1024 / 1024);
          throw new HttpProblem(413, 41300, `파일은 ${mb}MB 이하만 올릴 수 있습니다.`, [
            { path: part.fieldname, message: `파일은 ${mb}MB 이하만 올릴 수 있습니다.` },
          ]);
        }
        throw error;
      });
      if (bytes.length > 0) (form.files[part.fieldname] ??= []).push({ bytes, filename: part.filename });
    } else {
      const value = String(part.value);
      refuseControlCharacters({ [part.fieldname]: value }, part.fieldname);
      form.fields[part.fieldname] = value;
    }
  }
  return form;
}
