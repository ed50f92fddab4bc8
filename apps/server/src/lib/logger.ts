import pino, { type DestinationStream } from 'pino';

/** Query parameters whose values are secrets: a single-use link's token must not outlive it in a log. */
const SECRET_PARAMS = /([?&](?:token|password|secret|enrolment_secret)=)[^&#]*/gi;

/** An address as the access log may keep it. */
export const redactedUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The server's logger: its request lines carry addresses with their secrets redacted. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
