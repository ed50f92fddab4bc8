import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatLastSync, formatResidentDate } from './format';

// The web project runs with TZ=UTC (vitest.config.ts), so local time is UTC here.
describe('display formats (spec doc 1 §9, doc 2 §9)', () => {
  it('shows dates as DD.MM.YYYY and timestamps as DD.MM.YYYY HH:mm:ss', () => {
    expect(formatDate('2026-02-03')).toBe('03.02.2026');
    expect(formatDateTime('2026-11-21T09:05:07.000Z')).toBe('21.11.2026 09:05:07');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('shows a resident’s dates as DD/MM/YYYY', () => {
    expect(formatResidentDate('2025-10-31')).toBe('31/10/2025');
    expect(formatResidentDate('')).toBe('');
  });

  it('keeps a 24-hour clock everywhere: an afternoon Last Sync is 14:05, with no AM/PM', () => {
    expect(formatLastSync('2026-11-21T14:05:59.000Z')).toBe('21/11/2026 14:05');
    expect(formatLastSync('2026-11-21T00:30:00.000Z')).toBe('21/11/2026 00:30');
    expect(formatDateTime('2026-11-21T23:59:00.000Z')).toBe('21.11.2026 23:59:00');
  });

  it('shows money in EUR: whole amounts without decimals, any other with two', () => {
    expect(formatEuro(1250)).toBe('€1,250');
    expect(formatEuro('1234')).toBe('€1,234');
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatEuro(19.5)).toBe('€19.50');
    expect(formatEuro('1249.99')).toBe('€1,249.99');
    expect(formatEuro(0.125)).toBe('€0.13');
    expect(formatEuro(2.999)).toBe('€3');
    expect(formatEuro(0)).toBe('€0');
    expect(formatEuro(-12.5)).toBe('-€12.50');
    expect(formatEuro(null)).toBe('');
    expect(formatEuro('not a number')).toBe('');
  });
});
