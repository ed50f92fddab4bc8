import type { FastifyInstance } from 'fastify';
import { passwordResetTokens } from '../../db/schema/index.js';
import { newToken } from '../../lib/tokens.js';

export const RESET_LINK_VALID_MS = 10 * 60_000;
/**
 * A new user may not read their mail at once; the link to choose a first password lasts a day (a link in a
 * mailbox is a standing way into the account, so not longer).
 */
export const INVITE_LINK_VALID_MS = 24 * 60 * 60_000;

interface Recipient {
  user_id: number;
  email: string;
  firstname: string | null;
}

const MAILS = {
  reset: {
    validMs: RESET_LINK_VALID_MS,
    subject: 'Reset your Acorn Portal password',
    text: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Acorn Portal account.\nTo choose a new password, open this link within 10 minutes:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
  },
  invite: {
    validMs: INVITE_LINK_VALID_MS,
    subject: 'Your Acorn Portal account',
    text: (name: string, link: string) =>
      `Hello ${name},\n\nAn Acorn Portal account has been made for you.\nTo choose your password and sign in, open this link within 24 hours:\n\n${link}\n\nAfter that, ask your administrator for a new link, or use "Forgot password" on the sign-in page.\n`,
  },
} as const;

/**
 * Mails a single-use link to /reset-password: to reset a forgotten password, or to choose the first one.
 * Only the token's hash is stored; using the link spends every other link of the user.
 */
export async function mailPasswordLink(app: FastifyInstance, user: Recipient, kind: keyof typeof MAILS) {
  const mail = MAILS[kind];
  const { token, hash } = newToken();
  const now = app.clock();
  await app.db.insert(passwordResetTokens).values({
    token_hash: hash,
    user_id: user.user_id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + mail.validMs).toISOString(),
  });
  const link = `${app.config.publicUrl}/reset-password?token=${token}`;
  await app.mailer.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text(user.firstname ?? '', link),
  });
}
