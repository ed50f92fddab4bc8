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
  };
}
