import { Writable } from 'node:stream';
import { createLogger } from '../src/lib/logger.js';

/** The server's own logger (info and up), writing into memory for a test to read. */
export function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: createLogger('info', sink),
    text: () => lines.join(''),
    clear: () => void lines.splice(0),
  };
}
