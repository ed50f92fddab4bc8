import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from '../constants/categories';
import { CONTENT_LOCATIONS } from '../constants/locations';
import { inChoice, inCount, inId, inText, rowCount, rowId, rowText, rowTimestamp } from './fields';

// An activity. start_time and end_time are ISO timestamps.
export const publicEventSchema = z.object({
  public_event_id: rowId,
  title: z.string(),
  location: z.string(),
  description: z.string(),
  category: rowText,
  start_time: z.string(),
  end_time: z.string(),
  county: rowText,
  group_id: rowId,
  available_spaces: rowCount.optional(),
  last_updated: rowTimestamp,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

// start_time and end_time stay loose text here: validateActivity gives the spec's messages for them.
export const publicEventInputSchema = z.object({
  title: inText,
  location: inText,
  description: inText,
  category: inChoice(ACTIVITY_CATEGORIES),
  start_time: inText,
  end_time: inText,
  county: inChoice(CONTENT_LOCATIONS),
  group_id: inId,
  available_spaces: inCount,
});
export type PublicEventInput = z.infer<typeof publicEventInputSchema>;

export interface CalendarEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  location: string;
  available_spaces: number | null;
  description: string;
}

/** The calendar's shape: start_time and end_time become start and end. */
export function toCalendarEvent(event: PublicEvent): CalendarEvent {
  return {
    id: event.public_event_id,
    title: event.title,
    start: new Date(event.start_time),
    end: new Date(event.end_time),
    location: event.location,
    available_spaces: event.available_spaces ?? null,
    description: event.description,
  };
}
