import { describe, expect, it } from 'vitest';
import { inOrderPerKey } from './in-order.js';

describe('inOrderPerKey', () => {
  it('finishes one key’s tasks in the order given, however long each takes, and goes on after a failure', async () => {
    const run = inOrderPerKey<string>();
    const done: string[] = [];
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const first = run('tablet-1', async () => {
      await slow;
      done.push('answer');
    });
    const failing = run('tablet-1', async () => {
      throw new Error('dropped');
    });
    const third = run('tablet-1', async () => void done.push('candidate'));
    const other = run('tablet-2', async () => void done.push('other tablet'));
    await other;
    expect(done).toEqual(['other tablet']);
    release();
    await first;
    await expect(failing).rejects.toThrow('dropped');
    await third;
    expect(done).toEqual(['other tablet', 'answer', 'candidate']);
  });
});
