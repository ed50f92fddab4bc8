import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import type { PublicEvent, PublicEventInput } from '../entities/public-event';
import { RESOURCE_MESSAGES } from '../messages';
import { activityRules } from '../validation/activity';
import { contentAccess, defineContract } from './contract';

/** Activities (spec doc 2): public events in the table and the calendar; times in the future when saved. */
export const publicEventsContract = defineContract<PublicEvent, PublicEventInput>({
  name: 'public-events',
  route: '/activities',
  label: 'Activities',
  id: 'public_event_id',
  modified: 'last_updated',
  grouped: true,
  // "In the future" is judged by the server's clock, as the browser judges it by its own.
  rules: (_mode, now) => activityRules(now),
  defaults: { county: 'All' },
  // Stored as the instants they name, whatever ISO spelling the browser sent.
  derive: (row) => ({
    start_time: new Date(row.start_time as string).toISOString(),
    end_time: new Date(row.end_time as string).toISOString(),
  }),
  access: contentAccess('/activities'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_updated', order: 'desc' },
  searchable: ['title', 'location', 'description'],
  filters: ['category', 'county'],
  messages: RESOURCE_MESSAGES['public-events'],
  notFound: 'Activity not found.',
});
