import type { FastifyBaseLogger } from 'fastify';
import net from 'node:net';

/**
 * MQTT over TCP on the given port, with its mqtt:// address; null when the port is not available, in
 * which case tablets connect over WebSocket alone.
 */
export async function listenTcp(
  handle: (socket: net.Socket) => void,
  port: number,
  host: string,
  log: FastifyBaseLogger,
): Promise<{ server: net.Server; url: string } | null> {
  const server = net.createServer(handle);
  const url = await new Promise<string | null>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      log.warn(
        `tablet link: MQTT over TCP is not served, port ${port} is ${error.code === 'EADDRINUSE' ? 'taken' : `unavailable (${error.code})`}; tablets connect over WebSocket at /mqtt`,
      );
      resolve(null);
    });
    server.listen(port, host, () => {
      const address = server.address() as net.AddressInfo;
      resolve(`mqtt://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`);
    });
  });
  return url ? { server, url } : null;
}
