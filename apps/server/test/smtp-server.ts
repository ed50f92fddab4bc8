import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

/**
 * A real SMTP server in the test process, so mail goes through nodemailer and the wire as in
 * production. Free of any test runner: the API tests (Vitest) and the end-to-end tests (Playwright) share it.
 */
export async function listenSmtp(port = 0, onMail?: (mail: ReceivedMail) => void) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), text };
        inbox.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
