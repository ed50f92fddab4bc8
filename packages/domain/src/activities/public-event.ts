import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from './categories';
import { CONTENT_LOCATIONS } from '../content/locations';
import { field, filled, inputShape, kind, rowShape } from '../shared/field-kinds';
import { inCount, rowCount } from '../shared/fields';

// An activity. start_time and end_time are ISO timestamps in a row; as input they stay loose text:
// validateActivity gives the spec's messages for them.
const publicEventFields = {
  public_event_id: field.id,
  title: filled(field.text),
  location: filled(field.text),
  description: filled(field.text),
  category: field.choice(ACTIVITY_CATEGORIES),
  start_time: filled(field.text),
  end_time: filled(field.text),
  county: field.choice(CONTENT_LOCATIONS),
  group_id: field.group,
  available_spaces: kind(rowCount.optional(), inCount),
  last_updated: field.stamp,
};

export const publicEventSchema = z.object(rowShape(publicEventFields));
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventInputSchema = z.object(inputShape(publicEventFields));
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
