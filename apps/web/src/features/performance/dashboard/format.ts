/**
 * Percents as 000 §9 writes them: en-CA with one decimal, the satisfactory snapshot's with two.
 * A percent not known yet (an evaluation not scored) reads as a dash.
 */
const twoDecimals = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export { formatPercent } from '../evaluations/presenters.ts';

export function formatSatisfactoryPercent(value: number): string {
  return `${twoDecimals.format(value)}%`;
}
