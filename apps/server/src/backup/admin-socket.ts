import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupBusy, type BackupService } from './backup-service.js';

/**
 * The running server's door for the admin command, a UNIX socket in the data directory: only the server's
 * account can reach it (the folder is 0700, the socket 0600), so it needs no token. The embedded database
 * is this process's alone while it runs; the command asks here for a backup instead (ADR 0048).
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** The one request it answers: POST /backup {"to": "/absolute/path.tar"} → the summary, or {"message"}. */
export async function serveAdminSocket(dataDir: string, backups: BackupService, log: FastifyBaseLogger) {
  const socket = adminSocketPath(dataDir);
  // Ours to replace: this process holds the data directory's lock, so a socket there is a crashed one's.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { message: 'Not found.' });
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      let to: unknown;
      try {
        to = (JSON.parse(body) as { to?: unknown }).to;
      } catch {
        to = undefined;
      }
      if (typeof to !== 'string' || !path.isAbsolute(to))
        return answer(400, { message: 'Give the archive as an absolute path.' });
      backups.take(to, 'admin command').then(
        (summary) => answer(200, summary),
        (error: Error) => answer(error instanceof BackupBusy ? 409 : 500, { message: error.message }),
      );
    });
  });
  // A backup takes as long as it takes: no request time-out.
  server.requestTimeout = 0;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, resolve));
  fs.chmodSync(socket, 0o600);
  log.debug(`admin socket at ${socket}`);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The command's side: asks the server on `dataDir` for a backup to `to`; throws its message if it fails. */
export function askServerForBackup(dataDir: string, to: string): Promise<object> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: adminSocketPath(dataDir),
        method: 'POST',
        path: '/backup',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const parsed = JSON.parse(body) as { message?: string };
          if (res.statusCode === 200) resolve(parsed);
          else reject(new Error(parsed.message ?? `the server answered ${res.statusCode}`));
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `The running server did not answer on ${adminSocketPath(dataDir)} (${error.code ?? error.message}); is it a version with backups?`,
        ),
      ),
    );
    req.end(JSON.stringify({ to }));
  });
}
