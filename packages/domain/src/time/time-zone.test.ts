import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zone';

describe('isTimeZone', () => {
  it.each(['America/Toronto', 'Europe/Dublin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC'])(
    'takes %s',
    (name) => expect(isTimeZone(name)).toBe(true),
  );

  it.each(['', 'Toronto', 'Mars/Olympus_Mons', 'america/toronto', 'America/toronto', '+01:00', 'EST 5'])(
    'refuses %j',
    (name) => expect(isTimeZone(name)).toBe(false),
  );
});
