/** The decimals of a cost amount as the API returns it (a provider's cost, a job's, a month's usage). */
export const COST_DECIMALS = 6;

/**
 * Decimal rounding of the amounts and shares the API returns: a cost (six decimals), an estimate's cost
 * (four), a coverage percentage (two). A sum of binary fractions (1.5643199999999997) reads as the
 * decimal it stands for (1.56432); halves round away from zero, and `Number.EPSILON` keeps a value such
 * as 1.005, stored just below its half, from rounding down.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * factor)) / factor;
}
