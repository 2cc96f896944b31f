const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago" / "acum 5 minute" / "5 minuti fa", in the visitor's language. */
export const timeAgo = ({ from, nowMs, locale }: { from: string; nowMs: number; locale: string }): string => {
  let value = Math.max(0, Math.round((nowMs - new Date(from).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (value < size) return format.format(-value, unit);
    value = Math.floor(value / size);
  }
  return format.format(-value, 'day');
};
