/** One request's place: `ready` once it may be worked on; `leave()` when it is answered or gone. */
export interface Turn {
  ready: Promise<void>;
  leave: () => void;
}

/**
 * Turn-taking per key (a user): at most `concurrent` of a key's requests are worked on at once; the rest
 * wait in order, behind that key's own, not in the database's queue in front of everyone else's. A turn
 * left while waiting (the client gone) drops out of the line.
 */
export function turnTaking() {
  const keys = new Map<string | number, { running: number; waiting: (() => void)[] }>();
  return {
    join(key: string | number, concurrent: number): Turn {
      let line = keys.get(key);
      if (!line) keys.set(key, (line = { running: 0, waiting: [] }));
      const own = line;
      let state: 'waiting' | 'running' | 'left' = 'waiting';
      let go: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => {
        go = () => {
          state = 'running';
          resolve();
        };
      });
      if (own.running < concurrent) {
        own.running++;
        go();
      } else own.waiting.push(go);
      const leave = () => {
        if (state === 'left') return;
        if (state === 'waiting') own.waiting.splice(own.waiting.indexOf(go), 1);
        else {
          const next = own.waiting.shift();
          // The place passes to the next in line; else it is free.
          if (next) next();
          else own.running--;
        }
        state = 'left';
        if (own.running === 0 && own.waiting.length === 0) keys.delete(key);
      };
      return { ready, leave };
    },
  };
}
