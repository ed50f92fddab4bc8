import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './paging';
import { idText } from './fields';

// Query strings arrive as text, hence the coercion.
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().pipe(z.literal(PAGE_SIZES)).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().max(200).optional(),
  group_id: idText.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.int().nonnegative() });
}

export interface ListResponse<T> {
  items: T[];
  total: number;
}
