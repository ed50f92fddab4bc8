import type { IncomingMessage } from 'node:http';

/** What a refused body may still send before its connection is closed: 8 times the body limit. */
export const LINGER_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Reads and throws away the rest of a body that was refused before it had all arrived (413), so that the
 * client, still sending, can read the answer: closing at once makes the kernel reset a connection that has
 * unread bytes, and a reset can destroy the answer before the client has read it (the fuzz saw "fetch
 * failed" on a 1 MB body on a busy machine; a browser shows a network error instead of "too large"). The
 * connection stays open for the next request, unless the client sends more than `maxBytes`: then it is closed.
 */
export function lingerOnRefusedBody(req: IncomingMessage, maxBytes = LINGER_MAX_BYTES) {
  if (req.complete) return;
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) req.socket.destroy();
  });
  req.resume();
}
