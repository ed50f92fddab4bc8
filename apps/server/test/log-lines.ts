import { Writable } from 'node:stream';
import { createLogger } from '../src/lib/logger.js';

/** The server's logger writing into a list a test reads: each entry one JSON line. */
export function loggedLines(level = 'info') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger(level, sink) };
}
