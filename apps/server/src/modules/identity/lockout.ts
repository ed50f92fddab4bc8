/** After this many failures in a row an account locks (DESIGN.md section 7). */
export const LOCK_AFTER_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60_000;

/** 1 s at the fifth failure, doubling with each further one, never more than 15 minutes. */
export function lockedUntil(failures: number, now: Date): Date | null {
  if (failures < LOCK_AFTER_FAILURES) return null;
  const ms = Math.min(1000 * 2 ** Math.min(failures - LOCK_AFTER_FAILURES, 30), MAX_LOCK_MS);
  return new Date(now.getTime() + ms);
}
