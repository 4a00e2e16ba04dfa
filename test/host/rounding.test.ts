import { describe, expect, it } from 'vitest';
import { roundTo } from '../../src/host/rounding.js';

describe('decimal rounding of the amounts the API returns', () => {
  it('rounds a sum of binary fractions to the decimal it stands for', () => {
    expect(roundTo(0.1 + 0.2, 6)).toBe(0.3);
    expect(roundTo(1.5643199999999997, 6)).toBe(1.56432);
    expect(roundTo(0.0012345678, 6)).toBe(0.001235);
  });

  it('rounds halves away from zero, also those stored just below their half', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(0.00005, 4)).toBe(0.0001);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });

  it('leaves what has no more decimals as it is', () => {
    expect(roundTo(0, 6)).toBe(0);
    expect(roundTo(12, 4)).toBe(12);
    expect(roundTo(66.67, 2)).toBe(66.67);
  });
});
