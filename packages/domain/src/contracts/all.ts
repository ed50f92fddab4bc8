import type { AnyContract } from './contract';
import { localContentsContract } from './local-contents';
import { newspapersContract } from './newspapers';
import { noticeboardsContract } from './noticeboards';

/** Every resource declared by a contract: the tests that hold the server and the page to them walk this. */
export const CONTRACTS: readonly AnyContract[] = [
  newspapersContract,
  localContentsContract,
  noticeboardsContract,
];
