import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, filled, groupAndStamp, inputShape, rowShape, serverSet } from './field-kinds';
import { rowDate } from './fields';

const fields = {
  thing_id: field.id,
  title: filled(field.text),
  start_date: field.date,
  renewal_date: serverSet(rowDate),
  paid: field.switch,
  ...groupAndStamp,
};

describe('one field list', () => {
  it('gives the row every field, in the list’s order', () => {
    expect(Object.keys(rowShape(fields))).toEqual([
      'thing_id',
      'title',
      'start_date',
      'renewal_date',
      'paid',
      'group_id',
      'last_modified_date',
    ]);
  });

  it('gives the input all but what the server sets, in the same order', () => {
    expect(Object.keys(inputShape(fields))).toEqual(['title', 'start_date', 'paid', 'group_id']);
  });

  it('reads and takes each field by its kind', () => {
    const row = z.object(rowShape(fields));
    const input = z.object(inputShape(fields));
    // Filled text is never null in a row, though an input may leave it empty for the spec's rules to answer.
    expect(row.shape.title.safeParse(null).success).toBe(false);
    expect(input.parse({ title: '', start_date: '', paid: true })).toEqual({
      title: '',
      start_date: null,
      paid: true,
    });
    // A switch's column is NOT NULL.
    expect(input.safeParse({ paid: null }).success).toBe(false);
  });
});
