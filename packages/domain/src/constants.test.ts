import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_COUNTIES,
  CONTENT_LOCATIONS,
  COUNTY_LOCATIONS,
  IRISH_COUNTIES,
  NEWSPAPER_LOCATIONS,
} from './content/locations';
import { FACILITIES, DEFAULT_FACILITY } from './facilities/facilities';
import { connectivityOf, contactTypeLabel } from './residents/users';
import { formatStorage } from './shared/formats';

describe('locations', () => {
  it('lists the 32 counties alphabetically, written Co.X in tables', () => {
    expect(IRISH_COUNTIES).toHaveLength(32);
    expect([...IRISH_COUNTIES]).toEqual([...IRISH_COUNTIES].sort());
    expect(COUNTY_LOCATIONS[0]).toBe('Co.Antrim');
    expect(COUNTY_LOCATIONS.at(-1)).toBe('Co.Wicklow');
  });

  it('builds each picker from the previous one', () => {
    expect(ACTIVITY_COUNTIES).toHaveLength(33);
    expect(CONTENT_LOCATIONS).toHaveLength(36);
    expect(NEWSPAPER_LOCATIONS).toHaveLength(42);
    expect(NEWSPAPER_LOCATIONS).toContain('UK National');
  });
});

describe('lookups', () => {
  it('maps connectivity buckets to cards', () => {
    expect(connectivityOf('online_now').label).toBe('Online');
    expect(connectivityOf('online_1week')).toEqual({ label: 'Offline', colour: 'yellow' });
    expect(connectivityOf('offline').colour).toBe('red');
    expect(connectivityOf('toString').label).toBe('Unknown');
    expect(connectivityOf(undefined).label).toBe('Unknown');
  });

  it('labels contacts by type', () => {
    expect(contactTypeLabel(2)).toBe('Acorn');
    expect(contactTypeLabel(9)).toBe('Contact');
  });

  it('shows storage 1024-based with two decimals', () => {
    expect(formatStorage(0)).toBe('0 Bytes');
    expect(formatStorage(1536)).toBe('1.50 KB');
    expect(formatStorage(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('defaults to Toronto with 12 residents', () => {
    expect(FACILITIES.find((f) => f.name === DEFAULT_FACILITY)?.residents).toBe(12);
  });
});
