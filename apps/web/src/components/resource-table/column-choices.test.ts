import { describe, expect, it } from 'vitest';
import { columnChoicesKey, readColumnChoices } from './column-choices';

const storage = (value: string | null) => ({ getItem: () => value });

describe('column choices kept per user and table', () => {
  it('keys each user’s choices for each table apart', () => {
    expect(columnChoicesKey(7, 'acorn-orders')).toBe('acorn.columns.7.acorn-orders');
    expect(columnChoicesKey(8, 'acorn-orders')).not.toBe(columnChoicesKey(7, 'acorn-orders'));
    expect(columnChoicesKey(7, 'acorn-parts')).not.toBe(columnChoicesKey(7, 'acorn-orders'));
  });

  it('reads back what was stored, and nothing from missing or damaged storage', () => {
    expect(readColumnChoices(storage('{"notes":false,"imei":true}'), 'k')).toEqual({
      notes: false,
      imei: true,
    });
    expect(readColumnChoices(storage('{"notes":"no","imei":false}'), 'k')).toEqual({ imei: false });
    expect(readColumnChoices(storage(null), 'k')).toEqual({});
    expect(readColumnChoices(storage('not json'), 'k')).toEqual({});
    expect(readColumnChoices(storage('[false]'), 'k')).toEqual({});
  });
});
