export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Nearest-rank percentile (p in 0..100) of values sorted ascending. */
export const percentileOfSorted = (sorted: ArrayLike<number>, p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
};

/** Half the range as a share of the median: a quick "how noisy were the rounds". */
export const spread = (values: readonly number[]): number => {
  if (values.length < 2) return 0;
  return (Math.max(...values) - Math.min(...values)) / 2 / median(values);
};
