/**
 * How long a broadcast's tablets have to acknowledge what their group's topic brought before those still
 * connected and silent get it on their own topic: a tablet that subscribed a moment too late, moved to
 * another group, or does not know group topics yet (ADR 0041). An online tablet answers within a second.
 */
export const BROADCAST_FALLBACK_MS = 5_000;
