import type { PublicEvent, PublicEventInput } from './public-event';
import { activityRules } from './rules';
import { defineContract } from '../shared/contract';
import { contentMessages } from '../shared/messages';
import { PUBLIC_EVENT_PERMISSIONS } from '../access/permissions';

/** Activities (spec doc 2): public events in the table and the calendar; times in the future when saved. */
export const publicEventsContract = defineContract<PublicEvent, PublicEventInput>({
  name: 'public-events',
  route: '/activities',
  label: 'Activities',
  messages: contentMessages(),
  permissions: PUBLIC_EVENT_PERMISSIONS,
  id: 'public_event_id',
  modified: 'last_updated',
  // "In the future" is judged by the server's clock, as the browser judges it by its own.
  rules: (_mode, now) => activityRules(now),
  defaults: { county: 'All' },
  // Stored as the instants they name, whatever ISO spelling the browser sent.
  derive: (row) => ({
    start_time: new Date(row.start_time as string).toISOString(),
    end_time: new Date(row.end_time as string).toISOString(),
  }),
  searchable: ['title', 'location', 'description'],
  filters: ['category', 'county'],
  notFound: 'Activity not found.',
});
