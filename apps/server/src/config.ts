import path from 'node:path';
import { z } from 'zod';
import { CALL_RING_SECONDS, type IceServer } from '@acorn/domain/tablet-link';
import { checkFileStore, fileStoreOf, type FileStoreSettings } from './config-file-store.js';
import { iceServersFrom, serviceAccountFrom, trustedProxies } from './config-values.js';
import { BROADCAST_FALLBACK_MS } from './modules/tablet-link/commands/broadcast-fallback.js';
import type { ServiceAccount } from './modules/tablet-link/fcm/fcm-client.js';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database lives (and uploaded files did, before they moved into the file store). */
  dataDir: string;
  /** Where uploaded files live: the database (default) or an S3-compatible bucket (ADR 0046). */
  fileStore: FileStoreSettings;
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
   * Requests one session may make in FAIR_USE_WINDOW_MS (plugins/fair-use.ts); a user twice that over all
   * their sessions. 0: no limit (a bench of raw speed; behind a gateway that limits).
   */
  requestLimit: number;
  /** The same for family accounts (role 7 alone): a relative's pages need a few calls each. */
  familyRequestLimit: number;
  /** API requests one instance works on at once; one more is answered 503 with Retry-After. */
  maxRequestsInFlight: number;
  /**
   * Where the per-client limits (sign-in, its code step, password reset…) are counted, shared by every API
   * instance: this Redis, else the database (ADR 0038).
   */
  redisUrl: string | undefined;
  /**
   * Whose X-Forwarded-For is believed (never otherwise: the header is the client's to write): no one, or
   * the reverse proxies' addresses (IPs, CIDR ranges, or proxy-addr's names such as loopback).
   */
  trustProxy: false | string[];
  /** Folder of the built SPA, served at /. */
  webDir: string | undefined;
  /** Folder of the built tablet web app (apps/tablet), served at /tablet/. */
  tabletDir: string | undefined;
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
  /**
   * Connections the embedded broker lets wait unauthenticated, from one client address and in all
   * (MQTT_WAITING_PER_ADDRESS, MQTT_WAITING_TOTAL); more are refused at once and try again.
   */
  mqttWaiting: { perAddress: number; total: number };
  /** Shared secret an external broker's HTTP auth hook sends (header x-broker-secret); unset = hook off. */
  brokerHookSecret: string | undefined;
  /** A check-in not answered within this many minutes is Failed. */
  checkInTimeoutMinutes: number;
  /** The fewest tablets of one group a broadcast reaches through the group's topic (ADR 0041). */
  groupPublishMin: number;
  /** How long a broadcast's silent, connected tablets wait before it goes on their own topics (ms). */
  broadcastFallbackMs: number;
  /** A call still ringing after this many seconds is missed. */
  callRingSeconds: number;
  /** STUN/TURN servers both sides of a call are given (ICE_SERVERS); none: host candidates only. */
  iceServers: IceServer[];
  /** A Firebase service account: commands also go to tablets as FCM data messages. */
  fcmServiceAccount: ServiceAccount | undefined;
  fcmApiUrl: string;
  /** The weather service (Open-Meteo's API): the dashboard's widget asks it through the server. */
  weatherApiUrl: string;
  /**
   * How often each instance looks for tablets due a maintenance job (offline, battery low), in seconds; 0
   * (tests only: the environment's least is 10) looks only when asked (app.tabletJobs.sweep).
   */
  tabletJobSweepSeconds: number;
  /** The bearer token Prometheus sends for /metrics (ADR 0045); unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Backups the server takes itself (ADR 0048): where, how often, how many kept; null: none. */
  backups: BackupSchedule | null;
}

export interface BackupSchedule {
  dir: string;
  intervalMinutes: number;
  keep: number;
}

/** Bad settings, all of them at once, each said on a line of its own: the server does not start on them. */
export class SettingsError extends Error {}

/** Empty counts as unset, as a shell's `VAR=` does. */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const whole = (min: number, max: number, what: string) =>
  optional.pipe(
    z
      .string()
      .regex(/^\d+$/, `must be ${what}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be ${what}`)
      .optional(),
  );
const address = (schemes: RegExp, what: string) =>
  optional.pipe(
    z
      .string()
      .refine((v) => schemes.test(v) && URL.canParse(v), `must be ${what}`)
      .optional(),
  );
const flag = optional.pipe(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional());
/** A value read by its own function (config-values.ts), whose refusal is the message. */
const readBy = <T>(read: (value: string | undefined) => T) =>
  optional.transform((value, ctx) => {
    try {
      return read(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^[A-Z_]+: /, '') });
      return z.NEVER;
    }
  });

const MQTT_PORT_RULE = "must be a port number, 1 to 65535, or 'off'";

/** Every environment variable the server reads (README's Configuration table), and how. */
const settingsSchema = z.object({
  PORT: whole(1, 65_535, 'a port number, 1 to 65535'),
  HOST: optional,
  INIT_CWD: optional,
  ACORN_DATA_DIR: optional,
  ACORN_WEB_DIR: optional,
  ACORN_TABLET_DIR: optional,
  DATABASE_URL: address(/^postgres(ql)?:\/\//, 'a postgres:// address'),
  SMTP_URL: address(/^smtps?:\/\//, 'an smtp:// or smtps:// address'),
  REDIS_URL: address(/^rediss?:\/\//, 'a redis:// or rediss:// address'),
  MAIL_FROM: optional,
  PUBLIC_URL: address(/^https?:\/\//, 'an http:// or https:// address'),
  NODE_ENV: optional,
  TRUST_PROXY: readBy(trustedProxies),
  SIGN_IN_LIMIT_PER_MINUTE: whole(1, 100_000, 'a whole number of attempts, at least 1'),
  REQUEST_LIMIT: whole(0, 1_000_000, 'a whole number of requests (0: no limit)'),
  FAMILY_REQUEST_LIMIT: whole(0, 1_000_000, 'a whole number of requests (0: no limit)'),
  MAX_REQUESTS_IN_FLIGHT: whole(1, 1_000_000, 'a whole number of requests, at least 1'),
  MQTT_URL: address(/^(mqtts?|wss?):\/\//, 'an mqtt://, mqtts://, ws:// or wss:// address'),
  MQTT_TABLET_URL: address(/^(mqtts?|wss?):\/\//, 'an mqtt://, mqtts://, ws:// or wss:// address'),
  MQTT_NAMESPACE: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _ (it starts every topic)')
      .optional(),
  ),
  MQTT_DYNSEC: flag,
  MQTT_PORT: optional.pipe(
    z
      .string()
      .regex(/^(off|\d+)$/, MQTT_PORT_RULE)
      .transform((v) => (v === 'off' ? v : Number(v)))
      .refine((v) => v === 'off' || (v >= 1 && v <= 65_535), MQTT_PORT_RULE)
      .optional(),
  ),
  MQTT_WAITING_PER_ADDRESS: whole(1, 1_000_000, 'a whole number of connections, at least 1'),
  MQTT_WAITING_TOTAL: whole(1, 1_000_000, 'a whole number of connections, at least 1'),
  BROKER_HOOK_SECRET: optional,
  CHECK_IN_TIMEOUT_MINUTES: whole(1, 24 * 60, 'a whole number of minutes, 1 to 1440'),
  TABLET_GROUP_PUBLISH_MIN: whole(1, 1_000_000, 'a whole number of tablets, at least 1'),
  CALL_RING_SECONDS: whole(1, 600, 'a whole number of seconds, 1 to 600'),
  ICE_SERVERS: readBy(iceServersFrom),
  FCM_SERVICE_ACCOUNT: readBy(serviceAccountFrom),
  FCM_API_URL: address(/^https?:\/\//, 'an http:// or https:// address'),
  WEATHER_API_URL: address(/^https?:\/\//, 'an http:// or https:// address'),
  TABLET_JOB_SWEEP_SECONDS: whole(10, 86_400, 'a whole number of seconds, 10 to 86400'),
  // Compared as a secret: long enough not to be guessed, and no characters a header cannot carry.
  METRICS_TOKEN: optional.pipe(
    z
      .string()
      .regex(
        /^[\x21-\x7e]{32,256}$/,
        'must be 32 to 256 printable characters, no spaces (e.g. openssl rand -hex 32)',
      )
      .optional(),
  ),
  FILE_STORE: optional.pipe(z.enum(['database', 's3'], { error: "must be 'database' or 's3'" }).optional()),
  S3_ENDPOINT: address(/^https?:\/\//, 'an http:// or https:// address'),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PATH_STYLE: flag,
  BACKUP_DIR: optional,
  BACKUP_INTERVAL_MINUTES: whole(1, 7 * 24 * 60, 'a whole number of minutes, 1 to 10080 (a week)'),
  BACKUP_KEEP: whole(1, 10_000, 'a whole number of backups, at least 1'),
});
/** The rules across settings, once each reads. */
const checkedSettings = settingsSchema.superRefine(checkFileStore);

/** Settings that only mean something beside another: said, rather than silently unused. */
function needsBackupDir(env: NodeJS.ProcessEnv): string[] {
  const orphans = ['BACKUP_INTERVAL_MINUTES', 'BACKUP_KEEP'].filter((name) => env[name]?.trim());
  return env.BACKUP_DIR?.trim()
    ? []
    : orphans.map((name) => `  ${name}: is set, but BACKUP_DIR is not (where would backups go?)`);
}

/**
 * The server's settings, read from the environment by one schema: a value that cannot be read stops the
 * start with a SettingsError naming every such variable (MQTT_PORT=abc was NaN, a limit silently 20).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedSettings.safeParse(env);
  const orphans = needsBackupDir(env);
  if (!parsed.success || orphans.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    const lines = [...issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`), ...orphans];
    throw new SettingsError(`The server cannot start on these settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 8080;
  // Relative paths are from where the user typed the command (INIT_CWD), as npm runs scripts elsewhere.
  const fromCwd = (value: string) => path.resolve(e.INIT_CWD ?? process.cwd(), value);
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: fromCwd(e.ACORN_DATA_DIR ?? 'data'),
    fileStore: fileStoreOf(e),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Acorn Portal <no-reply@acorn.local>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    signInLimitPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE ?? 20,
    requestLimit: e.REQUEST_LIMIT ?? 100,
    familyRequestLimit: e.FAMILY_REQUEST_LIMIT ?? 20,
    maxRequestsInFlight: e.MAX_REQUESTS_IN_FLIGHT ?? 100,
    redisUrl: e.REDIS_URL,
    webDir: e.ACORN_WEB_DIR,
    tabletDir: e.ACORN_TABLET_DIR,
    mqttUrl: e.MQTT_URL,
    mqttTabletUrl: e.MQTT_TABLET_URL,
    mqttNamespace: e.MQTT_NAMESPACE,
    mqttDynsec: e.MQTT_DYNSEC === 'true',
    mqttPort: e.MQTT_PORT === 'off' ? null : (e.MQTT_PORT ?? 1883),
    mqttWaiting: { perAddress: e.MQTT_WAITING_PER_ADDRESS ?? 1_000, total: e.MQTT_WAITING_TOTAL ?? 10_000 },
    brokerHookSecret: e.BROKER_HOOK_SECRET,
    checkInTimeoutMinutes: e.CHECK_IN_TIMEOUT_MINUTES ?? 30,
    groupPublishMin: e.TABLET_GROUP_PUBLISH_MIN ?? 50,
    broadcastFallbackMs: BROADCAST_FALLBACK_MS,
    callRingSeconds: e.CALL_RING_SECONDS ?? CALL_RING_SECONDS,
    iceServers: e.ICE_SERVERS,
    fcmServiceAccount: e.FCM_SERVICE_ACCOUNT,
    fcmApiUrl: (e.FCM_API_URL ?? 'https://fcm.googleapis.com').replace(/\/$/, ''),
    weatherApiUrl: (e.WEATHER_API_URL ?? 'https://api.open-meteo.com').replace(/\/$/, ''),
    tabletJobSweepSeconds: e.TABLET_JOB_SWEEP_SECONDS ?? 300,
    metricsToken: e.METRICS_TOKEN,
    backups: e.BACKUP_DIR
      ? {
          dir: fromCwd(e.BACKUP_DIR),
          intervalMinutes: e.BACKUP_INTERVAL_MINUTES ?? 24 * 60,
          keep: e.BACKUP_KEEP ?? 7,
        }
      : null,
  };
}

/** readConfig for a command's start: bad settings are said plainly (no stack) and the process ends. */
export function readConfigOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`\n${error.message}\n\nSee the Configuration table in README.md.\n`);
    process.exit(1);
  }
}
