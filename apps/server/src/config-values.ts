import { iceServersSchema, type IceServer } from '@acorn/domain/tablet-link';
import fs from 'node:fs';
import net from 'node:net';
import type { ServiceAccount } from './modules/tablet-link/fcm/fcm-client.js';

// Settings whose values need more than a pattern to read: each answers the value, or throws saying why.

/** FCM_SERVICE_ACCOUNT is the key file's path, or its JSON itself. */
export function serviceAccountFrom(value: string | undefined): ServiceAccount | undefined {
  if (!value) return undefined;
  const text = value.trim().startsWith('{') ? value : fs.readFileSync(value, 'utf8');
  const account = JSON.parse(text) as Partial<ServiceAccount>;
  if (!account.project_id || !account.client_email || !account.private_key) {
    throw new Error('FCM_SERVICE_ACCOUNT needs project_id, client_email and private_key');
  }
  return { token_uri: 'https://oauth2.googleapis.com/token', ...account } as ServiceAccount;
}

/** Address ranges proxy-addr knows by name. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or false; or the reverse proxies' addresses, comma-separated: IPs, CIDR ranges, or
 * loopback / linklocal / uniquelocal ('true' is loopback: a proxy on this machine). X-Forwarded-For is
 * believed only from those peers, and the client's address is the one the last trusted proxy saw, never one
 * the client wrote further left. A hop count is refused: it believes whoever connects, so a client reaching
 * the server directly could name any address (Fastify does not honour one either).
 */
export function trustedProxies(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return ['loopback'];
  const addresses = text.split(',').map((part) => part.trim());
  for (const address of addresses) {
    if (PROXY_RANGES.has(address)) continue;
    const [ip, bits, extra] = address.split('/');
    const version = net.isIP(ip ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const badBits = bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!version || badBits || extra !== undefined)
      throw new Error(
        `TRUST_PROXY: '${address}' is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
  }
  return addresses;
}

/** ICE_SERVERS: a JSON array of RTCIceServer (`[{ "urls": "stun:stun.example.org" }]`); unset: none. */
export function iceServersFrom(value: string | undefined): IceServer[] {
  if (!value) return [];
  let servers: unknown;
  try {
    servers = JSON.parse(value);
  } catch {
    throw new Error('ICE_SERVERS: is not JSON; it must be an array of { urls, username?, credential? }');
  }
  const parsed = iceServersSchema.safeParse(servers);
  if (!parsed.success)
    throw new Error('ICE_SERVERS: must be an array (at most 8) of { urls, username?, credential? }');
  return parsed.data;
}
