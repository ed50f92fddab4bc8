/**
 * The cache keys more than one feature touches: a change made on one screen refreshes what another shows
 * (a resident's edit refreshes the tablets list). Each feature's own keys are in its api module.
 */
export const sharedKeys = {
  tablets: ['tablets'] as const,
  notificationCount: ['notifications', 'count'] as const,
  notificationItems: ['notifications', 'items'] as const,
  lookup: (name: string) => ['lookup', name] as const,
  /** A resident's call log: refreshed by the residents screen's Call panel and by a call answered anywhere. */
  residentCalls: (userId: number) => ['residents', userId, 'calls'] as const,
};
