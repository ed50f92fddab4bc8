import type { Client } from 'aedes';

/** Who each connected client is (set when its credential is accepted), and each tablet's live connections. */
export function connectedTablets() {
  const tabletOf = new WeakMap<Client, number>();
  const connected = new Map<number, Set<Client>>();
  return {
    /** The tablet a client signed in as, or undefined before its credential was accepted. */
    tabletOf: (client: Client) => tabletOf.get(client),
    add(userId: number, client: Client) {
      tabletOf.set(client, userId);
      const mine = connected.get(userId) ?? new Set<Client>();
      connected.set(userId, mine.add(client));
    },
    remove(client: Client) {
      const userId = tabletOf.get(client);
      if (userId === undefined) return;
      connected.get(userId)?.delete(client);
      if (connected.get(userId)?.size === 0) connected.delete(userId);
    },
    /** Drops a tablet's live connections (its credential was just revoked). */
    disconnect(userId: number) {
      for (const client of connected.get(userId) ?? []) client.close();
    },
  };
}

export type ConnectedTablets = ReturnType<typeof connectedTablets>;
