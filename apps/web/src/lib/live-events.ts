import { admits, FAMILY_ACCESS, TABLETS_ACCESS } from '@acorn/domain/access';
import type { LiveEvent } from '@acorn/domain/tablet-link';
import { useEffect, useEffectEvent } from 'react';
import { getSession } from './session';

export type { LiveEvent };

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
/** Told each time the server says `ready`: a new socket, first or after a drop, is signed in. */
const readyListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let retryMs = 1_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const MAX_RETRY_MS = 30_000;
/** The server's close codes for "no session" and "not allowed": retrying would not help. */
const FINAL_CLOSE_CODES = new Set([4401, 4403]);
/** Messages for the server written before the socket was open and signed in, sent once it is. */
const outbox: string[] = [];
/** The server has said `ready`: it knows who is on this socket, so it will take messages. */
let ready = false;

/**
 * One stream for the whole tab, however many screens listen: opened with the first listener, closed
 * with the last. The handshake carries the session cookie; the first message asks the server to use it.
 */
function open() {
  const path = streamPath();
  if (!path || socket) return;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
  const ws = new WebSocket(url);
  socket = ws;
  ready = false;
  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth' }));
  ws.onmessage = (message) => {
    let event: LiveEvent | { type: 'ready' };
    try {
      event = JSON.parse(String(message.data)) as LiveEvent | { type: 'ready' };
    } catch {
      return;
    }
    if (event.type === 'ready') {
      retryMs = 1_000;
      ready = true;
      for (const queued of outbox.splice(0)) ws.send(queued);
      for (const listener of readyListeners) listener();
    } else for (const listener of listeners) listener(event);
  };
  ws.onclose = (closed) => {
    if (socket === ws) {
      socket = null;
      ready = false;
    }
    if (listeners.size === 0 || FINAL_CLOSE_CODES.has(closed.code)) return;
    // A restarting server or a dropped network: back off, then reopen.
    retryTimer = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };
}

function close() {
  clearTimeout(retryTimer);
  socket?.close();
  socket = null;
  ready = false;
  outbox.length = 0;
}

/**
 * Sends a message to the server on the tab's live socket (a call's signal: `{ type: 'signal', signal }`).
 * Until the socket is open and signed in it waits, in order; it is sent only while someone listens (a
 * screen using useLiveEvents keeps the socket open).
 */
export function sendLiveMessage(message: { type: string; [field: string]: unknown }): void {
  const text = JSON.stringify(message);
  if (socket && ready && socket.readyState === WebSocket.OPEN) socket.send(text);
  else outbox.push(text);
}

/**
 * The stream the signed-in user may open: staff of the tablets list hear their group's events, a family
 * member their own residents' commands and check-ins; other roles none.
 */
function streamPath(): string | null {
  const roles = getSession()?.roles ?? [];
  if (admits(TABLETS_ACCESS, roles)) return '/v1/acorn/live';
  if (admits(FAMILY_ACCESS, roles)) return '/v1/acorn/family/live';
  return null;
}

/**
 * Calls `onEvent` for every live event the user may hear while the component is mounted. The
 * latest `onEvent` is always the one called, so callers need not memoise it. `onReconnect` is called when
 * the stream is back after a drop: what was said meanwhile was missed, so what it shows may be asked again.
 */
export function useLiveEvents(onEvent: Listener, onReconnect?: () => void): void {
  const latest = useEffectEvent(onEvent);
  const reconnected = useEffectEvent(() => onReconnect?.());
  useEffect(() => {
    if (!streamPath()) return;
    const listener: Listener = (event) => latest(event);
    // The first `ready` this component hears is the stream it opened with, unless that was open already.
    let heard = ready;
    const onReady = () => {
      if (heard) reconnected();
      heard = true;
    };
    listeners.add(listener);
    readyListeners.add(onReady);
    open();
    return () => {
      listeners.delete(listener);
      readyListeners.delete(onReady);
      if (listeners.size === 0) close();
    };
  }, []);
}
