import { enrolmentResponseSchema, type EnrolmentResponse } from '@acorn/domain/tablet-link';

// The tablet's HTTP to the portal it is served from: enrolment (no credential) and reads with its
// credential as HTTP Basic (docs/tablet-link.md, "HTTP with the tablet's credential").

const NO_CONNECTION = 'No connection just now. Try again when the tablet is back online.';

/** Said when the server's answer is not one the app understands. */
const NOT_UNDERSTOOD = 'Something went wrong. Try again later.';

async function postJson(path: string, body: unknown): Promise<EnrolmentResponse> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(NO_CONNECTION);
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (answer as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : NOT_UNDERSTOOD);
  }
  const parsed = enrolmentResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(NOT_UNDERSTOOD);
  return parsed.data;
}

export const enrolWithSecret = (input: {
  acorn_id: string;
  serial_number: string;
  enrolment_secret: string;
}) => postJson('/v1/acorn/tablet-link/enrolments', input);

export const enrolWithToken = (token: string) =>
  postJson('/v1/acorn/tablet-link/enrolment-links/redeem', { token });

export function basicAuthorization(credential: Pick<EnrolmentResponse, 'username' | 'password'>): string {
  // The user name and password are ASCII (tablet-<id>, base64url), so btoa takes them as they are.
  return `Basic ${btoa(`${credential.username}:${credential.password}`)}`;
}

/** GET with the credential; a 401 means the credential is gone (reset or revoked elsewhere). */
export function fetchAsTablet(
  credential: Pick<EnrolmentResponse, 'username' | 'password'>,
  path: string,
): Promise<Response> {
  return fetch(path, { headers: { authorization: basicAuthorization(credential) } });
}

/** The broker address to use from this page: MQTT over WebSocket, secure when the page is. */
export function brokerUrl(credential: EnrolmentResponse, page: Location): string {
  const sockets = credential.mqtt_urls.filter((url) => /^wss?:/.test(url));
  const secure = page.protocol === 'https:';
  const chosen = sockets.find((url) => url.startsWith(secure ? 'wss:' : 'ws:')) ?? sockets[0];
  // No WebSocket address given (an external broker without one): the embedded broker's, on this address.
  return chosen ?? `${secure ? 'wss' : 'ws'}://${page.host}/mqtt`;
}
