import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ServiceAccount } from './modules/tablet-link/fcm/fcm-client.js';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and uploaded files live. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** nodemailer transport URL; without it mail goes to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people reach the portal at, for links in mail. */
  publicUrl: string;
  production: boolean;
  /** Sign-in, forgot- and reset-password attempts allowed per client address per minute. */
  signInLimitPerMinute: number;
  /**
   * Whose X-Forwarded-For is believed (never otherwise: the header is the client's to write): no one, or
   * the reverse proxies' addresses (IPs, CIDR ranges, or proxy-addr's names such as loopback).
   */
  trustProxy: false | string[];
  /** Folder of the built SPA, served at /. */
  webDir: string | undefined;
  /** An external MQTT broker (mqtt://user:pass@host:1883) instead of the embedded one. */
  mqttUrl: string | undefined;
  /** The broker address enrolling tablets are given with an external broker (default: MQTT_URL without credentials). */
  mqttTabletUrl: string | undefined;
  /** Prefixes every topic (`<namespace>/acorn/v1/…`) when several deployments share one broker. */
  mqttNamespace: string | undefined;
  /** The external broker is Mosquitto with its dynamic-security plugin: tablets are provisioned in it. */
  mqttDynsec: boolean;
  /** The embedded broker's MQTT-over-TCP port (null: WebSocket on the main port only). */
  mqttPort: number | null;
  /** Shared secret an external broker's HTTP auth hook sends (header x-broker-secret); unset = hook off. */
  brokerHookSecret: string | undefined;
  /** A check-in not answered within this many minutes is Failed. */
  checkInTimeoutMinutes: number;
  /** A Firebase service account: commands also go to tablets as FCM data messages. */
  fcmServiceAccount: ServiceAccount | undefined;
  fcmApiUrl: string;
}

/** FCM_SERVICE_ACCOUNT is the key file's path, or its JSON itself. */
function serviceAccountFrom(value: string | undefined): ServiceAccount | undefined {
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
export function trustedProxies(value: string | undefined): Config['trustProxy'] {
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.ACORN_DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Acorn Portal <no-reply@acorn.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // An unreadable value must not switch the limit off.
    signInLimitPerMinute: Math.max(1, Math.floor(Number(env.SIGN_IN_LIMIT_PER_MINUTE)) || 20),
    webDir: env.ACORN_WEB_DIR,
    mqttUrl: env.MQTT_URL || undefined,
    mqttTabletUrl: env.MQTT_TABLET_URL || undefined,
    mqttNamespace: env.MQTT_NAMESPACE || undefined,
    mqttDynsec: env.MQTT_DYNSEC === 'true',
    mqttPort: env.MQTT_PORT === 'off' ? null : Number(env.MQTT_PORT ?? 1883),
    brokerHookSecret: env.BROKER_HOOK_SECRET || undefined,
    checkInTimeoutMinutes: Math.max(1, Number(env.CHECK_IN_TIMEOUT_MINUTES) || 30),
    fcmServiceAccount: serviceAccountFrom(env.FCM_SERVICE_ACCOUNT),
    fcmApiUrl: (env.FCM_API_URL ?? 'https://fcm.googleapis.com').replace(/\/$/, ''),
  };
}
