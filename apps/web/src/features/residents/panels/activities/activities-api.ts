import type {
  AttendanceStatus,
  EventInviteResult,
  ResidentEvent,
  ResidentEventsPage,
} from '@acorn/domain/activities';
import { apiCall } from '../../../../lib/api';

export type When = 'coming' | 'past';

/** Cards a page: a panel beside the list, short enough to see the page numbers. */
export const EVENTS_PAGE_SIZE = 5;

export const fetchEvents = (userId: number, when: When, page: number): Promise<ResidentEventsPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/events', {
    params: { user_id: userId },
    query: { when, page, page_size: EVENTS_PAGE_SIZE },
  });

export const markAttendance = (
  userId: number,
  eventId: number,
  attendance: AttendanceStatus | null,
): Promise<ResidentEvent> =>
  apiCall('put', '/v1/acorn/residents/{user_id}/events/{event_id}/attendance', {
    params: { user_id: userId, event_id: eventId },
    body: { attendance },
  });

export const sendInvite = (userId: number, eventId: number): Promise<EventInviteResult> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/events/{event_id}/invite', {
    params: { user_id: userId, event_id: eventId },
  });

/** Every page of one resident's events, coming and past: what a change or a live event refreshes. */
export const eventsKey = (userId: number) => ['residents', userId, 'events'] as const;
