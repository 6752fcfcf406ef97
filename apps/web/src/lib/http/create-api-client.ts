/**
 * One HTTP client per API group (ARCHITECTURE "API groups and envelopes"): base URL, 50 s timeout,
 * bearer header, envelope unwrapping and the whole error catalogue of spec §8, in one place.
 */
import { API_TIMEOUT_MS } from '@partner-portal/contract/constants';
import { isSilentHttpErrorCode, isSilentReturnCode, MESSAGES } from '@partner-portal/contract/messages';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { forgetInspectionStatus } from '../inspection-status';
import { readAccessToken } from '../session/session-store';
import { showToast } from '../toast';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * True (default): errors are shown as toasts following §8. False: the caller shows them itself,
   * e.g. a form that puts messages under its fields.
   */
  showErrors?: boolean;
  /**
   * A call the partner did not make (a poll, such as the bell's): it does not count as activity, so
   * the session countdown still ends a session left alone.
   */
  background?: boolean;
}

export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  /** Sent as multipart/form-data; the browser sets the boundary. */
  form: FormData;
  /** Share of the request body sent so far, 0…1 (upload progress, not server processing). */
  onProgress?: (fraction: number) => void;
}

/** How a client keeps the session alive; the session's own calls use a client without it. */
export interface SessionHooks {
  /** Before each call: renews the token when it is about to expire. */
  beforeRequest(): Promise<void>;
  /** After a 401 invalid_token/unauthorized to a call sent with `token`. */
  onUnauthorized(token: string): Promise<'retry' | 'refreshed' | 'ended'>;
}

export interface ApiClientConfig {
  baseUrl: string;
  /** member: `{code, message, context}`; return: `{return_code, return_message, data}`. */
  envelope: 'member' | 'return';
  session?: SessionHooks;
  /** Called as each request starts (the partner group restarts the session countdown). */
  onRequest?: () => void;
  /** The bearer token; the partner session's by default (the staff console keeps its own). */
  accessToken?: () => string | null;
  /** Told of every refusal (a 200 with a non-zero code), before the caller sees it. */
  onRefusal?: (error: ApiError) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function createApiClient(config: ApiClientConfig) {
  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    try {
      if (config.session) {
        await config.session.beforeRequest().catch(() => {
          throw new ApiError('unauthorized', 401, null, MESSAGES.sessionExpired);
        });
      }
      if (!options.background) config.onRequest?.();
      return await send<T>(method, path, options, true);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'refusal') config.onRefusal?.(error);
      if (error instanceof ApiError && options.showErrors !== false) notify(error);
      throw error;
    }
  }

  async function send<T>(
    method: Method,
    path: string,
    options: RequestOptions,
    mayRetry: boolean,
  ): Promise<T> {
    const token = (config.accessToken ?? readAccessToken)();
    const url = buildUrl(config.baseUrl, path, options.query);
    const headers = {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    };
    const { status, body } =
      'form' in options
        ? await sendForm(url, method, headers, options as UploadOptions)
        : await fetchJson(url, {
            method,
            headers: {
              ...headers,
              ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            credentials: 'include',
            signal: options.signal,
          });

    if (status === 401 && isAuthFailure(body) && token && config.session) {
      const outcome = await config.session.onUnauthorized(token);
      if (outcome === 'retry' && mayRetry) return send<T>(method, path, options, false);
      throw new ApiError('unauthorized', 401, null, body.error_description);
    }
    return unwrap<T>(config.envelope, status, body);
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
    patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** A multipart form with upload progress (fetch cannot report it, so this one uses XHR). */
    upload: <T>(method: 'POST' | 'PUT', path: string, options: UploadOptions) =>
      request<T>(method, path, options),
  };
}

/** `/terms/document/:type` + {type: 'x'} → `/terms/document/x` */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}

interface RawResponse {
  status: number;
  body: unknown;
}

/** Fetches and reads the body within the 50 s limit; a caller's abort passes through untouched. */
async function fetchJson(url: string, init: RequestInit): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const outer = init.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = response.status === 204 ? '' : await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 0, null, MESSAGES.timeout);
    if (outer?.aborted) throw error;
    throw new ApiError('network', 0, null, MESSAGES.networkError);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Sends a multipart form with XHR for its upload progress events. No overall timeout: a large batch
 * of photos on a slow line may take longer than the 50 s of ordinary calls; the caller can abort.
 */
function sendForm(
  url: string,
  method: string,
  headers: Record<string, string>,
  options: UploadOptions,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError('network', 0, null, MESSAGES.networkError));
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function isAuthFailure(body: unknown): body is { error: string; error_description: string } {
  return isObject(body) && (body.error === 'invalid_token' || body.error === 'unauthorized');
}

function unwrap<T>(envelope: ApiClientConfig['envelope'], status: number, body: unknown): T {
  if (status === 204) throw new ApiError('no-content', 204, null, MESSAGES.noContent);
  if (status < 200 || status >= 300) throw httpError(status, body);
  const [codeKey, messageKey, valueKey] =
    envelope === 'member'
      ? (['code', 'message', 'context'] as const)
      : (['return_code', 'return_message', 'data'] as const);
  if (!isObject(body) || typeof body[codeKey] !== 'number') {
    throw new ApiError('http', status, null, MESSAGES.unknownError);
  }
  const code = body[codeKey] as number;
  if (code !== 0) {
    const message =
      typeof body[messageKey] === 'string' ? (body[messageKey] as string) : MESSAGES.unknownError;
    const field = typeof body.field === 'string' ? { [body.field]: message } : {};
    throw new ApiError('refusal', status, code, message, field);
  }
  return body[valueKey] as T;
}

function httpError(status: number, body: unknown): ApiError {
  // Refused for a service inspection (or another outage): the guard asks for the status again.
  if (status === 503) forgetInspectionStatus();
  if (!isObject(body) || typeof body.message !== 'string' || !body.message) {
    return new ApiError('http', status, null, MESSAGES.unknownError);
  }
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(body.errors)) {
    for (const entry of body.errors as unknown[]) {
      if (isObject(entry) && typeof entry.path === 'string' && typeof entry.message === 'string') {
        fieldErrors[entry.path] ??= entry.message;
      }
    }
  }
  return new ApiError(
    'http',
    status,
    typeof body.code === 'number' ? body.code : null,
    body.message,
    fieldErrors,
  );
}

/** Spec §8: which failures the user sees, and how. */
function notify(error: ApiError): void {
  // The session flow answers these: a warning to retry, or the logout page.
  if (error.kind === 'unauthorized') return;
  if (error.code !== null) {
    if (error.kind === 'refusal' && isSilentReturnCode(error.code)) return;
    if (error.kind === 'http' && isSilentHttpErrorCode(error.code)) return;
  }
  // The catalogue's "contact the administrator" variant, for server failures with their own message;
  // a 503 (an inspection, a provider down) says itself when to come back, and nobody need be called.
  const serverFailure =
    error.kind === 'http' &&
    error.status >= 500 &&
    error.code !== ERROR_CODES.unavailable &&
    error.message !== MESSAGES.unknownError;
  const text = serverFailure ? error.message + MESSAGES.contactAdminSuffix : error.message;
  showToast('error', text, { key: text });
}
