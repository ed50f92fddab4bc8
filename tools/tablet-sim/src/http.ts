import { typedApi } from '@acorn/api-types';

interface CallOptions {
  /** A session token (`last_active_token`), sent as a bearer token. */
  token?: string;
  /** The call as the error names it when the server refuses it: '<label> answered 403'. */
  label?: string;
}

/**
 * The portal's API at `server`, its calls typed from the OpenAPI document (packages/api-types): the path,
 * its parameters, query and body as the server takes them, and its answer.
 */
export const portalApi = (server: string) =>
  typedApi<CallOptions>(async (method, url, { body, token, label }) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server}${url}`, {
      method: method.toUpperCase(),
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${label ?? `${method.toUpperCase()} ${url}`} answered ${res.status}`);
    return res.status === 204 ? undefined : res.json();
  });
