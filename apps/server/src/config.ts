import path from 'node:path';

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
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (never otherwise: it is spoofable). */
  trustProxy: boolean;
  /** Folder of the built SPA, served at /. */
  webDir: string | undefined;
  /** An external MQTT broker (mqtt://user:pass@host:1883) instead of the embedded one. */
  mqttUrl: string | undefined;
  /** Prefixes every topic (`<namespace>/acorn/v1/…`) when several deployments share one broker. */
  mqttNamespace: string | undefined;
  /** The embedded broker's MQTT-over-TCP port (null: WebSocket on the main port only). */
  mqttPort: number | null;
  /** Shared secret an external broker's HTTP auth hook sends (header x-broker-secret); unset = hook off. */
  brokerHookSecret: string | undefined;
  /** A check-in not answered within this many minutes is Failed. */
  checkInTimeoutMinutes: number;
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
    trustProxy: env.TRUST_PROXY === 'true',
    // An unreadable value must not switch the limit off.
    signInLimitPerMinute: Math.max(1, Math.floor(Number(env.SIGN_IN_LIMIT_PER_MINUTE)) || 20),
    webDir: env.ACORN_WEB_DIR,
    mqttUrl: env.MQTT_URL || undefined,
    mqttNamespace: env.MQTT_NAMESPACE || undefined,
    mqttPort: env.MQTT_PORT === 'off' ? null : Number(env.MQTT_PORT ?? 1883),
    brokerHookSecret: env.BROKER_HOOK_SECRET || undefined,
    checkInTimeoutMinutes: Math.max(1, Number(env.CHECK_IN_TIMEOUT_MINUTES) || 30),
  };
}
