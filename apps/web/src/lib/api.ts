import { getSession } from './session';

/** An answer other than 2xx, with the server's `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => undefined;
/** Any 401 ends the session in the browser too; the app sends the user to /logout. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sign-in and the check of a stored session handle their own 401. */
  handle401?: boolean;
}

export async function api<T>(
  path: string,
  { method = 'GET', body, handle401 = true }: Options = {},
): Promise<T> {
  const token = getSession()?.user.last_active_token;
  const res = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401 && handle401) onUnauthorized();
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, answer.message ?? res.statusText);
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** Downloads what the server streams (a CSV export) as a file, with the session's token. */
export async function download(path: string, filename: string): Promise<void> {
  const token = getSession()?.user.last_active_token;
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 401) onUnauthorized();
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
