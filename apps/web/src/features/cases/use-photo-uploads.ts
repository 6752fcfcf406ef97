/**
 * The form's photo uploads: files checked here first (kind, size, the per-case limit), then sent one
 * at a time in the order chosen, each with its progress; a refused file keeps its message and can be
 * tried again or dropped.
 */
import { CASE_LIMITS } from '@partner-portal/contract/cases-constants';
import type { CasePhotoView } from '@partner-portal/contract/cases-api';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/http/api-error';
import { uploadCasePhotos } from './api/upload-case-photos';

export interface PhotoUpload {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  /** Share of the file sent, 0…1. */
  progress: number;
  error?: string;
  /** False when sending the same file again cannot help (wrong kind, too large). */
  retryable: boolean;
}

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_ACCEPT = ACCEPTED_TYPES.join(',');
const ACCEPTED_EXTENSION = /\.(jpe?g|png|webp)$/i;
const MAX_MB = CASE_LIMITS.photoMaxBytes / 1024 / 1024;

function refusal(file: File): string | null {
  const known = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSION.test(file.name);
  if (!known) return '이미지 파일(JPG, PNG, WEBP)만 올릴 수 있습니다.';
  if (file.size > CASE_LIMITS.photoMaxBytes) return `사진은 장당 ${MAX_MB}MB 이하만 올릴 수 있습니다.`;
  return null;
}

function uploadMessage(error: unknown, name: string): string {
  if (!(error instanceof ApiError)) return '사진을 올리지 못했습니다. 다시 시도해주세요.';
  // The server names the file in its message; the card already shows the name.
  return error.message.startsWith(`${name}: `) ? error.message.slice(name.length + 2) : error.message;
}

/**
 * The server refused the file itself (not an image by its content, too large, unreadable): sending
 * the same bytes again gets the same answer. A dropped connection, a timeout or a 5xx may pass.
 */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

let sequence = 0;

export function usePhotoUploads(onUploaded: (photo: CasePhotoView) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const files = useRef(new Map<string, File>());
  const waiting = useRef<string[]>([]);
  const current = useRef<{ key: string; controller: AbortController } | null>(null);
  const running = useRef(false);

  const update = (key: string, change: Partial<PhotoUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function sendOne(key: string) {
    const file = files.current.get(key);
    if (!file) return;
    const controller = new AbortController();
    current.current = { key, controller };
    update(key, { state: 'uploading', progress: 0, error: undefined });
    try {
      const [photo] = await uploadCasePhotos([file], {
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      });
      files.current.delete(key);
      setUploads((list) => list.filter((upload) => upload.key !== key));
      if (photo) onUploaded(photo);
    } catch (error) {
      if (!controller.signal.aborted)
        update(key, {
          state: 'failed',
          error: uploadMessage(error, file.name),
          retryable: !refusedForGood(error),
        });
    } finally {
      current.current = null;
    }
  }

  async function pump() {
    if (running.current) return;
    running.current = true;
    try {
      for (let key = waiting.current.shift(); key; key = waiting.current.shift()) await sendOne(key);
    } finally {
      running.current = false;
    }
  }

  /** Queues `chosen`, keeping within the per-case limit given the photos the case already has. */
  function add(chosen: readonly File[], photoCount: number) {
    const queued = uploads.filter((upload) => upload.state !== 'failed').length;
    const room = Math.max(0, CASE_LIMITS.photosPerCase - photoCount - queued);
    const taken = chosen.slice(0, room);
    setNotice(
      taken.length < chosen.length
        ? `사진은 사례당 ${CASE_LIMITS.photosPerCase}장까지 등록할 수 있습니다. ${chosen.length - taken.length}장은 추가하지 않았습니다.`
        : null,
    );
    const added = taken.map((file): PhotoUpload => {
      const key = `upload-${++sequence}`;
      const error = refusal(file);
      if (!error) {
        files.current.set(key, file);
        waiting.current.push(key);
      }
      return error
        ? { key, name: file.name, state: 'failed', progress: 0, error, retryable: false }
        : { key, name: file.name, state: 'waiting', progress: 0, retryable: true };
    });
    setUploads((list) => [...list, ...added]);
    void pump();
  }

  function retry(key: string) {
    update(key, { state: 'waiting', error: undefined, progress: 0 });
    waiting.current.push(key);
    void pump();
  }

  function remove(key: string) {
    waiting.current = waiting.current.filter((waitingKey) => waitingKey !== key);
    if (current.current?.key === key) current.current.controller.abort();
    files.current.delete(key);
    setUploads((list) => list.filter((upload) => upload.key !== key));
  }

  /** Drops everything not yet uploaded (leaving the form without saving). */
  function clear() {
    waiting.current = [];
    current.current?.controller.abort();
    files.current.clear();
    setUploads([]);
    setNotice(null);
  }

  const busy = uploads.some((upload) => upload.state !== 'failed');
  return { uploads, notice, busy, add, retry, remove, clear };
}
