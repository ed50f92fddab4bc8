import { describe, expect, it } from 'vitest';
import { heldRows } from './held-rows';
import { openedOf, paramsOf, viewOf } from './residents-url';

const at = (query: string) => new URLSearchParams(query);

describe('the screen’s address', () => {
  it('opens the panel a header link’s type names: check, call, message', () => {
    expect(openedOf(at('user_id=5&type=check&name=Mary&surname=Smith'))).toEqual({
      userId: 5,
      panel: 'check-in',
      name: 'Mary Smith',
    });
    expect(openedOf(at('user_id=5&type=call'))?.panel).toBe('call');
    expect(openedOf(at('user_id=5&type=message'))?.panel).toBe('chat');
    expect(openedOf(at('user_id=5'))?.panel).toBe('info');
    expect(openedOf(at('user_id=abc&type=check'))).toBeNull();
  });

  it('reads only what it knows, and writes back only what differs from the defaults', () => {
    const view = viewOf(at('check_in=1,9,x,3&sort=nonsense&order=desc&page=-2&facility_id=4'));
    expect(view).toEqual({ q: '', facility_id: 4, check_in: [1, 3], sort: 'name', order: 'desc', page: 1 });
    expect(paramsOf(view, null).toString()).toBe('facility_id=4&check_in=1%2C3&order=desc');
  });
});

describe('the Health panel’s full-screen view in the address', () => {
  it('opens on its range (30 days when unknown), on the Health panel only, and is written back', () => {
    expect(openedOf(at('user_id=5&panel=health&details=health&range=1y'))?.details).toBe('1y');
    expect(openedOf(at('user_id=5&panel=health&details=health&range=2y'))?.details).toBe('30d');
    expect(openedOf(at('user_id=5&panel=chat&details=health&range=1y'))?.details).toBeUndefined();
    const opened = { userId: 5, panel: 'health' as const, name: '', details: '90d' as const };
    expect(paramsOf(viewOf(at('')), opened).toString()).toBe(
      'user_id=5&panel=health&details=health&range=90d',
    );
  });
});

describe('rows held in place', () => {
  const a = { user_id: 1, v: 'a' };
  const b = { user_id: 2, v: 'b' };
  const c = { user_id: 3, v: 'c' };

  it('keep the shown order, take fresh content, keep a row that left, and add new rows at the end', () => {
    expect(heldRows([a, b], [c, { ...b, v: 'B' }])).toEqual([a, { ...b, v: 'B' }, c]);
  });
});
