import type { FastifyBaseLogger } from 'fastify';
import { importPKCS8, SignJWT } from 'jose';

/** The fields of a Firebase service-account key file that sending needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  /** Google's OAuth token endpoint; a test points it at its own server. */
  token_uri: string;
}

export interface FcmOptions {
  serviceAccount: ServiceAccount;
  /** https://fcm.googleapis.com, or a local server that speaks the FCM HTTP v1 API in tests. */
  apiUrl: string;
  log: FastifyBaseLogger;
  /** First retry delay; doubles each time (FCM asks for exponential backoff on 429 and 5xx). */
  backoffMs?: number;
  maxAttempts?: number;
  /** Sends in flight at once, within FCM's per-project limits. */
  concurrency?: number;
}

export type SendOutcome = 'sent' | 'unregistered' | 'failed';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small FCM HTTP v1 client: an OAuth access token from the service account (a JWT signed by jose,
 * exchanged at its token endpoint, cached until shortly before it expires), data messages with a time to
 * live, retries with exponential backoff on 429 and 5xx (honouring Retry-After), and a cap on sends in flight.
 */
export function fcmClient(options: FcmOptions) {
  const { serviceAccount: account, log } = options;
  const backoffMs = options.backoffMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 5;
  let token: { value: string; until: number } | null = null;
  let signingKey: ReturnType<typeof importPKCS8> | undefined;
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    // The service account's signed assertion (RFC 7523), by jose: the key and the signature are not ours.
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await (signingKey ??= importPKCS8(account.private_key, 'RS256')));
    const res = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    if (!res.ok) throw new Error(`FCM token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (inFlight >= (options.concurrency ?? 50)) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
    try {
      return await work();
    } finally {
      inFlight--;
      waiting.shift()?.();
    }
  }

  return {
    /** One data message to one registration token. */
    send(registrationToken: string, data: Record<string, string>, ttlSeconds: number): Promise<SendOutcome> {
      return slot(async () => {
        const url = `${options.apiUrl}/v1/projects/${account.project_id}/messages:send`;
        const message = {
          message: { token: registrationToken, data, android: { ttl: `${ttlSeconds}s`, priority: 'HIGH' } },
        };
        for (let attempt = 1; ; attempt++) {
          const res = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
            body: JSON.stringify(message),
          });
          if (res.ok) return 'sent';
          if (res.status === 404) return 'unregistered'; // the app was uninstalled or the token rotated
          if (res.status === 401) token = null; // an expired access token: fetch a new one and retry
          const retryable = res.status === 401 || res.status === 429 || res.status >= 500;
          if (!retryable || attempt >= maxAttempts) {
            log.warn({ status: res.status, attempt }, 'FCM: send failed');
            return 'failed';
          }
          const retryAfter = Number(res.headers.get('retry-after'));
          await sleep(retryAfter > 0 ? retryAfter * 1000 : backoffMs * 2 ** (attempt - 1));
        }
      });
    },
  };
}
export type FcmClient = ReturnType<typeof fcmClient>;
