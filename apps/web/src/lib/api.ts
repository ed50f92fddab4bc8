import { typedApi } from '@acorn/api-types';

/** An answer other than 2xx, with the server's `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The input a 400 is about, where the server names it (`{ message, field }`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => undefined;
/** Any 401 ends the session in the browser too; the app sends the user to /logout. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

const refusalListeners = new Set<() => void>();
/**
 * Calls `listener` after any 403: the user's roles or group bits may have changed since the page last
 * heard them (the shell then asks /me again, so it stops offering what the server now refuses).
 */
export function onRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}
const noticeRefusal = (res: Response) => {
  if (res.status === 403) refusalListeners.forEach((listener) => listener());
};

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a file upload (the browser sets its multipart content type). */
  body?: unknown;
  /** Sign-in and the check of a stored session handle their own 401. */
  handle401?: boolean;
}

/** Every call's sending, kept private: callers use `apiCall`, typed by the server's document. */
async function send(
  path: string,
  { method = 'GET', body, handle401 = true }: Options = {},
): Promise<unknown> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(path, {
    method,
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  if (res.status === 401 && handle401) onUnauthorized();
  noticeRefusal(res);
  if (!res.ok) throw await errorOf(res);
  return res.status === 204 ? undefined : await res.json();
}

const HTTP_METHOD = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' } as const;

interface CallOptions extends Pick<Options, 'handle401'> {
  /**
   * A file upload's multipart form, sent instead of a JSON body: the document describes JSON bodies only,
   * and the server reads an upload's parts itself (its fields checked by the same rules).
   */
  form?: FormData;
}

/**
 * A call typed from the server's OpenAPI document (packages/api-types): only a path the server serves for
 * the method, with its path parameters, query and body as the server takes them, answering what it
 * answers: `apiCall('get', '/v1/acorn/users/{id}', { params: { id } })`.
 */
export const apiCall = typedApi<CallOptions>((method, url, { body, form, handle401 }) =>
  send(url, { method: HTTP_METHOD[method], body: form ?? body, handle401 }),
);

async function errorOf(res: Response): Promise<ApiError> {
  const answer = (await res.json().catch(() => ({}))) as { message?: string; field?: unknown };
  const field = typeof answer.field === 'string' ? answer.field : undefined;
  return new ApiError(res.status, answer.message ?? res.statusText, field);
}

/** A file the server streams (a CSV export, a menu PDF), fetched with the session's cookie. */
export async function fetchFile(path: string): Promise<Blob> {
  const res = await fetch(path);
  if (res.status === 401) onUnauthorized();
  noticeRefusal(res);
  if (!res.ok) throw await errorOf(res);
  return res.blob();
}

/** Saves a server file under `filename`. */
export async function download(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** Opens a server file (a PDF) in a new tab, in the browser's own viewer. */
export async function openFile(path: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  window.open(url, '_blank', 'noopener');
  // The new tab has loaded it by then; the address only needs to live that long.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
