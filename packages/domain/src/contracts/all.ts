import type { ResourceContract } from './contract';
import { newspapersContract } from './newspapers';

/** Every resource declared by a contract: the tests that hold the server and the page to them walk this. */
export const CONTRACTS: readonly ResourceContract<object, object>[] = [newspapersContract];
