import { type ArrayField, type FieldValue, type FormData, type FormDefinition } from './definition.js';
import { type FieldRole } from './roles.js';

export type Facts = Partial<Record<FieldRole, string>>;

const MAX_LINES_TEXT = 2000;
const TEXT_TYPES = new Set(['text', 'textarea']);

const scalarText = (value: FieldValue | undefined): string => {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : String(value);
};

/** "OE-123 Plăcuțe frână; Ulei 5W30": the typed text columns of each line, for search. */
const linesText = (field: ArrayField, lines: Record<string, FieldValue>[]): string => {
  const columns = field.item.filter((f) => TEXT_TYPES.has(f.type) && f.compute === undefined);
  const text = lines
    .map((line) => columns.map((c) => scalarText(line[c.name])).filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ');
  return text.length > MAX_LINES_TEXT ? `${text.slice(0, MAX_LINES_TEXT - 1)}…` : text;
};

/**
 * The role values of a computed document (see evaluateForm), all as strings: `{"total.grand":
 * "363.00", "vehicle.plate": "CJ12ABC", "client.type": "pj"}`. Booleans are "true"/"false".
 * An array role (`lines.parts`) holds the text columns of its lines joined for search
 * ("code name" per line, lines separated by "; "); the line count is in the data.
 * Empty values are left out; when two fields share a role the first non-empty one wins.
 */
export const extractFacts = (def: FormDefinition, data: FormData, totals: Record<string, string>): Facts => {
  const facts: Facts = {};
  const put = (role: FieldRole | undefined, text: string): void => {
    if (role !== undefined && text !== '' && facts[role] === undefined) facts[role] = text;
  };
  for (const step of def.steps) {
    const values = data[step.name];
    if (!values) continue;
    for (const field of step.fields) {
      const value = values[field.name];
      if (field.type === 'array') put(field.role, Array.isArray(value) ? linesText(field, value) : '');
      else if (!Array.isArray(value)) put(field.role, scalarText(value));
    }
  }
  for (const total of def.totals ?? []) put(total.role, totals[total.name] ?? '');
  return facts;
};

/**
 * The roles of the date a document carries as its own, the first present winning: the document's
 * date (an estimate dated last week, a video project), else the date of what it records (an income
 * or expense entry, a fleet entry, an appointment, a registry intervention).
 */
export const DOCUMENT_DATE_ROLES = ['document.date', 'finance.date', 'appointment.date', 'registry.service_date'] as const satisfies readonly FieldRole[];

/**
 * The roles of the amount a document carries, the first present winning: its grand total, else the
 * amount of the entry it records (income or expense, a fleet cost).
 */
export const DOCUMENT_AMOUNT_ROLES = ['total.grand', 'finance.amount'] as const satisfies readonly FieldRole[];

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A document's own date (YYYY-MM-DD, from DOCUMENT_DATE_ROLES), else `createdAt`: the History's Date column. */
export const documentDate = (facts: Facts, createdAt: string): string => {
  for (const role of DOCUMENT_DATE_ROLES) {
    const value = facts[role];
    if (value !== undefined && DAY.test(value)) return value.slice(0, 10);
  }
  return createdAt;
};

/** A document's own amount (from DOCUMENT_AMOUNT_ROLES), undefined when it carries none: the History's Total column. */
export const documentAmount = (facts: Facts): string | undefined => {
  for (const role of DOCUMENT_AMOUNT_ROLES) if (facts[role] !== undefined && facts[role] !== '') return facts[role];
  return undefined;
};
