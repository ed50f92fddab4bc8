import { WebSocket } from 'ws';

export type StreamEvent = Record<string, unknown>;

/**
 * A browser's live stream on a listening server: signed in with the given bearer header (or a bad token),
 * collecting events. `closed` resolves to the close code. `path`: the family members' stream is another.
 */
export async function liveStream(
  server: string,
  headers: { authorization: string } | null,
  path = '/v1/acorn/live',
) {
  const socket = new WebSocket(`${server.replace(/^http/, 'ws')}${path}`);
  const events: StreamEvent[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  const ready = new Promise((resolve) =>
    socket.addEventListener('message', (m) => {
      const event = JSON.parse(String(m.data)) as StreamEvent;
      if (event.type === 'ready') resolve(null);
      else events.push(event);
    }),
  );
  const token = headers ? headers.authorization.replace('Bearer ', '') : 'not-a-session';
  socket.send(JSON.stringify({ type: 'auth', token }));
  if (headers) await Promise.race([ready, closed]);
  return { socket, events, closed };
}
