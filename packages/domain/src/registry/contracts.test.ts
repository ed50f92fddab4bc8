import { expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { CONTRACTS } from './contracts';

/** The spec's page sizes (doc 1 §6): devices, orders and customers 100 a page, every other table 10. */
const HUNDRED = ['acorn-devices', 'acorn-orders', 'acorn-customers'];

it.each(CONTRACTS.map((c) => [c.name, c] as const))('%s pages as the spec says', (name, contract) => {
  expect(contract.pageSize).toBe(HUNDRED.includes(name) ? 100 : DEFAULT_PAGE_SIZE);
});
