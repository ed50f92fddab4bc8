import { z } from 'zod';
import { RESIDENTS_PER_PAGE, TABLETS_PER_PAGE } from '../shared/paging';
import { CONNECTIVITY_BUCKETS, STATUS_FILTERS } from './users';
import { tabletFilterSchema, type TabletFilter } from '../tablets/command';
import { residentSchema } from './resident';
import { deviceDetailSchema } from './user-metrics';
import { rowId, idText } from '../shared/fields';

/** A comma-separated query value as a list: `status=online_now,online_1day`. */
const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(item).max(500),
  );

/** The tablets list's and residents screen's query: its filters, and 12 (or 50) a page. */
export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .pipe(z.literal([TABLETS_PER_PAGE, RESIDENTS_PER_PAGE]))
    .default(TABLETS_PER_PAGE),
  q: z.string().max(200).optional(),
  user_type: z.coerce.number().pipe(tabletFilterSchema.shape.user_type.unwrap().unwrap()).optional(),
  status: csv(z.enum([...STATUS_FILTERS, 'offline'])).optional(),
  group_id: csv(idText).optional(),
  location: csv(z.string().max(200)).optional(),
  acorn_version: csv(z.string().max(40)).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export function tabletFilterOf(query: UsersQuery): TabletFilter {
  const { q, user_type, status, group_id, location, acorn_version } = query;
  return { q, user_type, status, group_id, location, acorn_version };
}

/** A card of the tablets list: the user, their tablet's last report and its connectivity bucket. */
export const tabletUserSchema = residentSchema.extend({
  battery: z.number().nullable(),
  /** The connectivity bucket; null when the tablet was never heard from (Unknown). */
  user_status: z.enum(CONNECTIVITY_BUCKETS).nullable(),
});
export type TabletUser = z.infer<typeof tabletUserSchema>;

/** The spec's users answer (doc 2 §7): one page, its device details and the bucket counts. */
export const usersListSchema = z.object({
  users: z.array(tabletUserSchema),
  deviceDetails: z.array(deviceDetailSchema),
  /** Users matching the filters, over all pages. */
  device_counter: z.int().nonnegative(),
  groups: z.array(z.object({ group_id: rowId, title: z.string() })),
  /** Tablets in each bucket among those matching every filter but the status one. */
  online_now: z.int().nonnegative(),
  online_1day: z.int().nonnegative(),
  online_1week: z.int().nonnegative(),
  online_1month: z.int().nonnegative(),
  offline_1month: z.int().nonnegative(),
  /** Never heard from, or without a tablet: with the five above, every user matching counts once. */
  unknown: z.int().nonnegative(),
});
export type UsersList = z.infer<typeof usersListSchema>;
