import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, ApiError } from './api';

function answering(status: number, body?: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    status === 204 ? new Response(null, { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call typed from the OpenAPI document', () => {
  it('fills in path parameters and sends the query as the server reads it', async () => {
    const fetch = answering(200, { items: [], total: 0 });
    await apiCall('get', '/v1/acorn/users', {
      query: { page: 2, q: 'Mary O’Neil', status: ['online_now', 'unknown'], group_id: undefined },
    });
    await apiCall('get', '/v1/acorn/users/{user_id}/commands', {
      params: { user_id: 7 },
      query: { limit: 20 },
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/v1/acorn/users?page=2&q=Mary+O%E2%80%99Neil&status=online_now%2Cunknown',
      '/v1/acorn/users/7/commands?limit=20',
    ]);
  });

  it('sends a body as JSON with its method, and answers the parsed JSON', async () => {
    const fetch = answering(200, { message: 'Password changed.' });
    const answer = await apiCall('post', '/v1/acorn/change-password', {
      body: { current_password: 'old one', new_password: 'a new one' },
    });
    expect(answer.message).toBe('Password changed.');
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ current_password: 'old one', new_password: 'a new one' });
  });

  it('fails with the server’s message as an ApiError', async () => {
    answering(404, { message: 'Not found' });
    await expect(apiCall('delete', '/v1/acorn/users/{id}', { params: { id: 3 } })).rejects.toEqual(
      new ApiError(404, 'Not found'),
    );
  });

  it('keeps the input a refusal names, for the form to show it on that field', async () => {
    answering(400, { message: 'SpO2 must be between 0 and 100 %.', field: 'oximeter' });
    const refused = await apiCall('post', '/v1/acorn/change-password', {
      body: { current_password: 'a', new_password: 'b' },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).field).toBe('oximeter');
  });
});
