/**
 * What the seeder's documents are made of: the applications they are saved with and what their
 * users typed. `estimates` are the documents benchmark's (documents.ts, one estimate application);
 * `workshop` the directories benchmark's (entry sheets, estimates and invoices naming cars and
 * customers as a workshop writes them: directories/workshop.ts). The seeder publishes the
 * applications; its worker threads build the rows.
 */
import type { FormDefinition } from '@atelier/core';
import { estimateDefinition } from '../../packages/server/src/test/forms.js';
import { workshopDefinitions, workshopDocument, workshopPool } from '../directories/workshop.js';
import { customerPool, documentInput, type Built, type Planned } from './documents.js';

export type SourceName = 'estimates' | 'workshop';

export type DocumentSource = {
  /** The applications, published in this order (a built document's `form` is its index). */
  definitions: () => FormDefinition[];
  /** How many customers (one car each) a user with this many documents has. */
  pool: (documents: number) => number;
  /** What the user typed into a planned document, with which application; `pools` by user. */
  input: (pools: readonly number[]) => (planned: Planned) => Built;
};

export const SOURCES: Record<SourceName, DocumentSource> = {
  estimates: {
    definitions: () => [estimateDefinition()],
    pool: customerPool,
    input: (pools) => (p) => ({ form: 0, data: documentInput(p.user, p.index, pools[p.user] ?? 20) }),
  },
  workshop: {
    definitions: workshopDefinitions,
    pool: workshopPool,
    input: (pools) => (p) => workshopDocument(p, pools[p.user] ?? 40),
  },
};
