export const PAGE_SIZES = [5, 10, 20, 30, 50, 75, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const TABLETS_PER_PAGE = 12;
export const RESIDENTS_PER_PAGE = 50;
