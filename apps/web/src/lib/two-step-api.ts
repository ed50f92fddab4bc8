import { apiCall } from './api';

/** Who the caller must be to change their authenticator: the password, or a current code. */
export type Proof = { password: string } | { code: string };

export const getTwoStep = () => apiCall('get', '/v1/acorn/two-step');
export const startTwoStep = (proof: Proof | Record<string, never> = {}) =>
  apiCall('post', '/v1/acorn/two-step/start', { body: proof });
export const confirmTwoStep = (code: string) =>
  apiCall('post', '/v1/acorn/two-step/confirm', { body: { code } });
export const disableTwoStep = (proof: Proof) =>
  apiCall('post', '/v1/acorn/two-step/disable', { body: proof });
