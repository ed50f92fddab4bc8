import { describe, expect, it } from 'vitest';
import { columnChoicesKey, parseColumnChoices } from './column-choices';

describe('column choices kept per user and table', () => {
  it('keys each user’s choices for each table apart', () => {
    expect(columnChoicesKey(7, 'acorn-orders')).toBe('acorn.columns.7.acorn-orders');
    expect(columnChoicesKey(8, 'acorn-orders')).not.toBe(columnChoicesKey(7, 'acorn-orders'));
    expect(columnChoicesKey(7, 'acorn-parts')).not.toBe(columnChoicesKey(7, 'acorn-orders'));
  });

  it('reads back what was stored, and nothing from missing or damaged storage', () => {
    expect(parseColumnChoices('{"notes":false,"imei":true}')).toEqual({
      notes: false,
      imei: true,
    });
    expect(parseColumnChoices('{"notes":"no","imei":false}')).toEqual({ imei: false });
    expect(parseColumnChoices(null)).toEqual({});
    expect(parseColumnChoices('not json')).toEqual({});
    expect(parseColumnChoices('[false]')).toEqual({});
  });
});
