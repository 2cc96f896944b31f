/** Outcome of a Romanian identifier check; `code` is stable and translated by the UI. */
export type ValidationResult<Code extends string = string> =
  | { ok: true; normalized: string; warning?: string }
  | { ok: false; code: Code };

/** `now` is the clock of checks that refuse the future (CNP birth dates, register years); tests pass a fixed one. */
export type ClockOptions = { now?: Date };

/** Trim, uppercase, drop spaces, dots and hyphens (domain-ro §4 "Normalise first"). */
export const compact = (value: string): string => value.trim().toUpperCase().replace(/[\s.\-\u00a0]/g, '');

export const digitsOf = (text: string): number[] => [...text].map((c) => c.charCodeAt(0) - 48);

export const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);
