import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, SessionStore } from './session-store.js';

/** An open stream (a browser's live events) and what it is told when its user's access is judged again. */
export interface WatchedStream {
  session_id: number;
  /**
   * The user as they are now, or null once the session has ended (logout, revoked, disabled, expired).
   * What it returns is waited for: a stream that reads more (a family member's shares) is re-scoped
   * before the judgement counts as done.
   */
  judged(user: AuthUser | null): void | Promise<void>;
}

/** Every instance re-reads its open streams' sessions this often, so changes made anywhere reach them. */
const EVERY_MS = 500;

/**
 * Keeps open streams' access current. A stream is scoped by roles and group, which an administrator may
 * change, and lives on a session that may end, while it stays open for hours. All streams of this
 * instance are judged in one query: every 500 ms (a change made through another instance, or the admin
 * command), and after every request here that may have written, before its answer leaves, so the change's
 * own answer is never ahead of the streams it affects.
 */
export function streamAccess(sessions: SessionStore, log: FastifyBaseLogger) {
  const streams = new Set<WatchedStream>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  async function judgeAll() {
    const open = [...streams];
    const live = await sessions.stillLive([...new Set(open.map((s) => s.session_id))]);
    await Promise.all(
      open.filter((s) => streams.has(s)).map((s) => s.judged(live.get(s.session_id) ?? null)),
    );
  }

  /** Resolves once a judgement that began after this call is done (one in flight may predate a write). */
  function refresh(): Promise<void> {
    if (streams.size === 0) return Promise.resolve();
    if (running) {
      next ??= running.then(() => {
        next = null;
        return refresh();
      });
      return next;
    }
    running = judgeAll()
      .catch((error: unknown) => log.warn({ err: error }, 'live streams: access not re-checked'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    refresh,
    watch(stream: WatchedStream): () => void {
      streams.add(stream);
      timer ??= setInterval(() => void refresh(), EVERY_MS).unref();
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}

export type StreamAccess = ReturnType<typeof streamAccess>;
