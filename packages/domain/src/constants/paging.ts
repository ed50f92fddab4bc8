export const PAGE_SIZES = [5, 10, 20, 30, 50, 75, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_PAGE_SIZE: PageSize = 10;

// Tables whose default page size differs from DEFAULT_PAGE_SIZE, keyed by their route name and by their
// API resource (which the table toolkit asks with).
export const TABLE_PAGE_SIZES = {
  devices: 100,
  orders: 100,
  customers: 100,
  'acorn-devices': 100,
  'acorn-orders': 100,
  'acorn-customers': 100,
  'acorn-users': 50,
  'acorn-users-and-order': 50,
} as const satisfies Record<string, PageSize>;

export function defaultPageSize(table: string): PageSize {
  return (TABLE_PAGE_SIZES as Record<string, PageSize>)[table] ?? DEFAULT_PAGE_SIZE;
}

export const TABLETS_PER_PAGE = 12;
export const RESIDENTS_PER_PAGE = 50;
