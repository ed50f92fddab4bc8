import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../apps/server/test/smtp-server';

function mailsTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** Waits for the first mail that reached `address` over SMTP during this run, and answers its text. */
export async function mailTo(address: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mailsTo(address)[0]!.text;
}

/** The portal link in a mail (reset or invitation). */
export const linkIn = (text: string) =>
  /http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
