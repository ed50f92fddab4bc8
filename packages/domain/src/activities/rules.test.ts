import { describe, expect, it } from 'vitest';
import { publicEventInputSchema } from './public-event';
import { ACTIVITY_COUNTY_EMPTY, ACTIVITY_END_ORDER, ACTIVITY_START_ORDER, validateActivity } from './rules';
import { expectMessagesInOrder } from '../shared/expect-order';

const now = new Date('2030-06-01T12:00:00Z');
const filled = {
  title: 'Coffee morning',
  location: 'Day room',
  description: 'Tea and scones',
  start_time: '2030-06-02T10:00:00Z',
  end_time: '2030-06-02T11:00:00Z',
  county: 'Co.Cork',
};
const validate = (input: Partial<typeof filled>) => validateActivity(input, now);

describe('validateActivity', () => {
  it('checks the required fields in the spec order, county last', () => {
    expectMessagesInOrder(validate, [
      ['title', 'Activity title cannot be empty.', filled.title],
      ['location', 'Activity location cannot be empty.', filled.location],
      ['description', 'Activity description cannot be empty.', filled.description],
      ['start_time', 'Activity start date & time cannot be empty.', filled.start_time],
      ['end_time', 'Activity end date & time cannot be empty.', filled.end_time],
      ['county', ACTIVITY_COUNTY_EMPTY, filled.county],
    ]);
  });

  it('refuses a start in the past or not before the end', () => {
    expect(validate({ ...filled, start_time: '2030-06-01T11:59:00Z' })).toBe(ACTIVITY_START_ORDER);
    expect(validate({ ...filled, start_time: filled.end_time })).toBe(ACTIVITY_START_ORDER);
    expect(validate({ ...filled, start_time: '2030-06-03T10:00:00Z' })).toBe(ACTIVITY_START_ORDER);
    expect(validate({ ...filled, start_time: 'soon' })).toBe(ACTIVITY_START_ORDER);
  });

  it('refuses an end that is not a future time after the start', () => {
    expect(validate({ ...filled, end_time: 'later' })).toBe(ACTIVITY_END_ORDER);
  });

  it('checks time order before the county', () => {
    expect(validate({ ...filled, start_time: '2020-01-01T00:00:00Z', county: '' })).toBe(
      ACTIVITY_START_ORDER,
    );
  });

  it('measures the future from the given moment', () => {
    expect(validateActivity(filled, new Date('2030-06-02T10:30:00Z'))).toBe(ACTIVITY_START_ORDER);
  });

  it('lets empty fields through the input schema and rejects unknown categories', () => {
    expect(publicEventInputSchema.parse({ title: '' })).toEqual({ title: '' });
    expect(publicEventInputSchema.safeParse({ category: 'Sleeping' }).success).toBe(false);
    expect(publicEventInputSchema.safeParse({ category: 'Social' }).success).toBe(true);
  });
});
