import { afterAll } from 'vitest';
import { listenSmtp } from './smtp-server.js';

/** The in-process SMTP server for one Vitest file, closed after it. */
export async function startSmtpServer() {
  const smtp = await listenSmtp();
  afterAll(smtp.close);
  return smtp;
}
