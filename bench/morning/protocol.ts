/** Messages between the morning benchmark and its load generator process (bench/morning/generator.ts). */
import type { Percentiles, WindowStats } from './tally.js';

export type Account = { email: string; password: string; pool: number };

export type GeneratorInit = {
  url: string;
  formId: string;
  /** One account per business, in business order. */
  accounts: Account[];
  /** Epoch ms: every user's loop ends by then, whatever the benchmark says. */
  deadline: number;
};

export type ToGenerator =
  | { type: 'init'; init: GeneratorInit }
  /** Bring the number of users up to `users`, the new ones starting evenly over `rampSeconds`. */
  | { type: 'users'; users: number; rampSeconds: number }
  /** Start counting a window (ends the previous one unreported). */
  | { type: 'window' }
  /** End the window and send its figures. */
  | { type: 'report' }
  | { type: 'stop' };

export type FromGenerator =
  | { type: 'ready' }
  | { type: 'users'; users: number; logins: Percentiles; loginFailures: Record<string, number> }
  | { type: 'report'; stats: WindowStats }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };
