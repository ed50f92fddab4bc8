import { expect, it } from 'vitest';
import { defaultPageSize } from '../constants/paging';
import { CONTRACTS } from './all';

// Until the page builds its tables from contracts, it pages by TABLE_PAGE_SIZES: the two must agree.
it.each(CONTRACTS.map((c) => [c.name, c] as const))('%s pages as the table does', (_name, contract) => {
  expect(contract.pageSize).toBe(defaultPageSize(contract.name));
});
