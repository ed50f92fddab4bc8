import {
  apiUrl,
  type ApiAnswer,
  type ApiMethod,
  type ApiRequestArgs,
  type LooseRequest,
  type PathsFor,
} from '@acorn/api-types';

interface CallOptions {
  /** A session token (`last_active_token`), sent as a bearer token. */
  token?: string;
  /** The call as the error names it when the server refuses it: '<label> answered 403'. */
  label?: string;
}

/**
 * A call to the portal's API at `server`, typed from its OpenAPI document (packages/api-types): the path,
 * its parameters, query and body as the server takes them, and its answer.
 */
export function apiCall<M extends ApiMethod, P extends PathsFor<M>>(
  server: string,
  method: M,
  path: P,
  ...request: ApiRequestArgs<P, M, CallOptions>
): Promise<ApiAnswer<P, M>>;
export async function apiCall(
  server: string,
  method: ApiMethod,
  path: string,
  request: LooseRequest & CallOptions = {},
): Promise<unknown> {
  const { body, token, label = `${method.toUpperCase()} ${path}` } = request;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server}${apiUrl(path, request)}`, {
    method: method.toUpperCase(),
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${label} answered ${res.status}`);
  return res.status === 204 ? undefined : res.json();
}
