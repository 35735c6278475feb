/** A benchmark's repeated figure: its median with its min and max (interleaved runs, issue 14). */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? NaN)
      : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
}

/** "median 1.04 (min 0.96, max 1.16)". */
export const formatSpread = ({ median, min, max }: Spread, digits = 2) =>
  `median ${median.toFixed(digits)} (min ${min.toFixed(digits)}, max ${max.toFixed(digits)})`;
