import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set. Without it, a trial writes the mail to the log so no account is needed;
 * in production only that a mail could not be sent, since mail carries secrets (reset links).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        if (options.production) {
          options.log.error(`SMTP_URL is not set: the mail '${mail.subject}' to ${mail.to} was not sent`);
        } else {
          options.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        }
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
