import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { signInUnlocks } from '../../db/schema/index.js';
import { sharedCounter } from '../../lib/shared-counter.js';
import { newToken } from '../../lib/tokens.js';

/** Long enough to be read the next morning; a link in a mailbox is a standing way to try the password. */
export const UNLOCK_LINK_VALID_MS = 24 * 60 * 60_000;
/** Unlock mails an account gets at most per hour, however many locks begin. */
const UNLOCK_MAILS_PER_HOUR = 1;
const HOUR_MS = 60 * 60_000;

interface Owner {
  user_id: number;
  email: string;
  firstname: string | null;
}

/**
 * Tells the owner of an account that sign-ins are being refused for failed guesses, with a link that signs
 * in as a source of its own (lockout.ts): the guesser's lock does not hold it, whatever address the owner
 * shares with them. Sent after the answer (the time taken tells nothing); failures go to the log.
 */
export function unlockMailer(app: FastifyInstance) {
  const mailsPerAccount = sharedCounter(app.db);

  async function send(owner: Owner) {
    const now = app.clock();
    const { hits } = await mailsPerAccount.hit(`unlock-mail:${owner.user_id}`, HOUR_MS, now.getTime());
    if (hits > UNLOCK_MAILS_PER_HOUR) return;
    await app.db.delete(signInUnlocks).where(lt(signInUnlocks.expires_at, now.toISOString()));
    const { token, hash } = newToken();
    await app.db.insert(signInUnlocks).values({
      token_hash: hash,
      user_id: owner.user_id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + UNLOCK_LINK_VALID_MS).toISOString(),
    });
    await app.mailer.send({
      to: owner.email,
      subject: 'Sign-ins to your Acorn Portal account were refused',
      text: `Hello ${owner.firstname ?? ''},\n\nSomeone has typed a wrong password for your Acorn Portal account several times, so sign-ins from where they are have been paused.\nIf it was you, or you cannot sign in now, use this link within 24 hours; it lets you sign in with your password whoever else is trying:\n\n${app.config.publicUrl}/?unlock=${token}\n\nIf it was not you, your account is safe as long as your password is. You may change it on your profile page.\n`,
    });
  }

  return (owner: Owner) =>
    setImmediate(() => {
      send(owner).catch((error: unknown) => app.log.error({ err: error }, 'unlock mail failed'));
    });
}
