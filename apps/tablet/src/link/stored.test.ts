// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest';
import { INITIAL_STATE } from '../state/tablet-state';
import { readStored, writeStored, type Answered } from './stored';

beforeEach(() => localStorage.clear());

it('keeps the newest 500 answers of commands and of broadcasts each', () => {
  const answered: Answered = {};
  for (let id = 1; id <= 600; id += 1) {
    answered[id] = { command_id: id, state: 'done' };
    answered[-id] = { command_id: -id, state: 'done' };
  }
  writeStored({ credential: null, state: { ...INITIAL_STATE, photos: [] }, answered, outbox: [] });
  const kept = Object.keys(readStored()!.answered).map(Number);
  expect(kept).toHaveLength(1000);
  expect(kept).toContain(600);
  expect(kept).toContain(-600);
  expect(kept).not.toContain(100);
  expect(kept).not.toContain(-100);
});
