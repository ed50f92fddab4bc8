import type { Client } from 'aedes';

/**
 * Who each connected client is (set when its credential is accepted), each tablet's live connections, and
 * the group whose broadcasts it may read (its credential's, kept current when the resident moves).
 */
export function connectedTablets() {
  const tabletOf = new WeakMap<Client, number>();
  const connected = new Map<number, Set<Client>>();
  const groups = new Map<number, number>();
  return {
    /** The tablet a client signed in as, or undefined before its credential was accepted. */
    tabletOf: (client: Client) => tabletOf.get(client),
    /** The group of the tablet a client signed in as. */
    groupOf(client: Client): number | undefined {
      const userId = tabletOf.get(client);
      return userId === undefined ? undefined : groups.get(userId);
    },
    add(userId: number, client: Client, groupId: number) {
      tabletOf.set(client, userId);
      groups.set(userId, groupId);
      const mine = connected.get(userId) ?? new Set<Client>();
      connected.set(userId, mine.add(client));
    },
    /** The resident moved: from now on only the new group's broadcasts reach the tablet. */
    moveGroup(userId: number, groupId: number) {
      if (groups.has(userId)) groups.set(userId, groupId);
    },
    remove(client: Client) {
      const userId = tabletOf.get(client);
      if (userId === undefined) return;
      connected.get(userId)?.delete(client);
      if (connected.get(userId)?.size === 0) {
        connected.delete(userId);
        groups.delete(userId);
      }
    },
    /** Drops a tablet's live connections (its credential was just revoked). */
    disconnect(userId: number) {
      for (const client of connected.get(userId) ?? []) client.close();
    },
  };
}

export type ConnectedTablets = ReturnType<typeof connectedTablets>;
