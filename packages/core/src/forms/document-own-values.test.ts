import { describe, expect, it } from 'vitest';
import { fieldOfRole } from './definition-helpers.js';
import { DOCUMENT_AMOUNT_ROLES, DOCUMENT_DATE_ROLES, documentAmount, documentDate } from './facts.js';
import { parseFormDefinition } from './parse.js';
import { catalogFiles } from './test-support/fixtures.js';

const SAVED = '2026-11-20T10:00:00.000Z';

describe("a document's own date and amount (the History's Date and Total columns)", () => {
  it('reads the same rule for every kind: the document date, else the date of what it records, else when it was saved', () => {
    expect(documentDate({ 'document.date': '2026-11-02', 'service.entry_date': '2026-11-01' }, SAVED)).toBe('2026-11-02');
    expect(documentDate({ 'finance.date': '2026-10-31' }, SAVED)).toBe('2026-10-31');
    expect(documentDate({ 'appointment.date': '2026-12-03', 'appointment.time': '10:30' }, SAVED)).toBe('2026-12-03');
    expect(documentDate({ 'registry.service_date': '2026-11-19' }, SAVED)).toBe('2026-11-19');
    expect(documentDate({ 'appointment.hours': '2' }, SAVED)).toBe(SAVED);
    expect(documentDate({ 'document.date': 'ieri' }, SAVED)).toBe(SAVED);
  });

  it('reads the grand total, else the amount an income, expense or fleet entry carries', () => {
    expect(documentAmount({ 'total.grand': '363.00', 'finance.amount': '1' })).toBe('363.00');
    expect(documentAmount({ 'finance.amount': '250.50', 'finance.kind': 'expense' })).toBe('250.50');
    expect(documentAmount({ 'client.name': 'Ion' })).toBeUndefined();
  });

  it('finds a date in the applications of the kinds that carry one of their own, and an amount in the income/expense and fleet ones', () => {
    const KEYS = ['venituri-cheltuieli', 'evidenta-flota', 'proiect-montaj-video'];
    const wanted = (json: unknown) => {
      const raw = json as { key?: string; document?: { kind?: string } };
      return KEYS.includes(raw.key ?? '') || raw.document?.kind === 'appointment' || raw.document?.kind === 'fleet';
    };
    const definitions = Object.values(catalogFiles).filter(wanted).flatMap((json) => {
      const parsed = parseFormDefinition(json);
      return parsed.ok ? [parsed.definition] : [];
    });
    const hasRole = (roles: readonly string[]) => (def: (typeof definitions)[number]) =>
      roles.some((role) => fieldOfRole(def, role) !== undefined || (def.totals ?? []).some((total) => total.role === role));
    for (const kind of ['appointment', 'fleet'] as const) {
      const ofKind = definitions.filter((def) => def.document.kind === kind);
      expect(ofKind.length).toBeGreaterThan(0);
      expect(ofKind.filter((def) => !hasRole(DOCUMENT_DATE_ROLES)(def)).map((def) => def.key)).toEqual([]);
    }
    for (const key of KEYS) {
      const def = definitions.find((d) => d.key === key);
      expect(def && hasRole(DOCUMENT_DATE_ROLES)(def), key).toBe(true);
      expect(def && hasRole(DOCUMENT_AMOUNT_ROLES)(def), key).toBe(true);
    }
  }, 60_000);
});
