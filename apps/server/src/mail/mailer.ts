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

/** Real SMTP when SMTP_URL is set; otherwise the mail is written to the log so a trial needs no account. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
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
