import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listenSmtp } from '../../apps/server/test/smtp-server';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { signInAdminThroughApi } from './admin-two-step';

/**
 * One SMTP server for the whole run, so any spec can wait for the mail the portal sends: each message is
 * written to E2E_MAIL_DIR, where the test workers (other processes) read it.
 */
export default async function globalSetup() {
  let count = 0;
  const smtp = await listenSmtp(E2E_SMTP_PORT, (mail) => {
    writeFileSync(
      path.join(process.env.E2E_MAIL_DIR!, `${Date.now()}-${++count}.json`),
      JSON.stringify(mail),
    );
  });
  // Playwright starts the web server before this: the demo administrator's authenticator is set up once,
  // here, rather than by whichever worker signs them in first.
  await signInAdminThroughApi();
  return smtp.close;
}
