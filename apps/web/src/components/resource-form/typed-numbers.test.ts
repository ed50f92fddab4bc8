import { describe, expect, it } from 'vitest';
import { parseDecimal, parseEuro, parseWhole } from './typed-numbers';

describe('parseEuro: amounts as people type them', () => {
  it.each([
    ['1234.5', 1234.5],
    ['€1,234.50', 1234.5],
    ['€ 1 234', 1234],
    ['12,50', 12.5],
    ['1,234', 1234],
    ['1,234,567.89', 1234567.89],
    ['EUR 99', 99],
    ['0', 0],
  ])('%s is %d', (typed, amount) => expect(parseEuro(typed)).toBe(amount));

  it('an empty box is no amount', () => expect(parseEuro('  ')).toBeNull());

  it.each(['12.345', 'twelve', '1.2.3', '12,5,0'])('%s is refused', (typed) =>
    expect(parseEuro(typed)).toBeNaN(),
  );
});

describe('parseWhole: counts', () => {
  it.each([
    ['12', 12],
    [' 1,000 ', 1000],
    ['-3', -3],
  ])('%s is %d', (typed, count) => expect(parseWhole(typed)).toBe(count));

  it('an empty box is no number', () => expect(parseWhole('')).toBeNull());

  it.each(['1.5', 'abc', '12a'])('%s is refused', (typed) => expect(parseWhole(typed)).toBeNaN());
});

describe('parseDecimal: coordinates and other fractions', () => {
  it.each([
    ['52.6596', 52.6596],
    [' -8.6376 ', -8.6376],
    ['−79.38', -79.38],
    ['52,66', 52.66],
    ['.5', 0.5],
    ['90', 90],
  ])('%s is %d', (typed, number) => expect(parseDecimal(typed)).toBe(number));

  it('an empty box is no number', () => expect(parseDecimal(' ')).toBeNull());

  it.each(['1,234.5', '52.6.1', 'N52', '52°', '-'])('%s is refused', (typed) =>
    expect(parseDecimal(typed)).toBeNaN(),
  );
});
