import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro } from './format';

// The web project runs with TZ=UTC (vitest.config.ts), so local time is UTC here.
describe('display formats (spec doc 1 §9)', () => {
  it('shows dates as DD.MM.YYYY and timestamps as DD.MM.YYYY HH:mm:ss', () => {
    expect(formatDate('2026-02-03')).toBe('03.02.2026');
    expect(formatDateTime('2026-11-21T09:05:07.000Z')).toBe('21.11.2026 09:05:07');
    expect(formatDate(null)).toBe('');
  });

  it('shows money in EUR with 0 to 2 fraction digits', () => {
    expect(formatEuro(1250)).toBe('€1,250');
    expect(formatEuro(19.5)).toBe('€19.5');
    expect(formatEuro(0.125)).toBe('€0.13');
    expect(formatEuro(null)).toBe('');
  });
});
