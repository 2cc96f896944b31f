import { documentHeader, partyBoxes, signatureBoxes, stepPairsFor, stepTables, totalsAndNote } from '../blocks.js';
import type { Pen } from '../kit.js';
import { stepWithRole } from '../model.js';
import { inHeader, stepSection } from './generic.js';

/**
 * Estimate (deviz), also used for quotes, invoices, handover records and entry sheets: issuer in
 * the header, client and vehicle (or object) side by side, observations, the line tables
 * (labour, parts...), totals with VAT or the non-payer mention (the definition's footer),
 * signatures. Steps it does not know are printed as generic sections, so nothing the form holds
 * is left out. `numbered` makes long texts numbered clauses (contract).
 */
export const partiesLayout = (pen: Pen, { numbered = false }: { numbered?: boolean } = {}) => {
  const { model } = pen;
  documentHeader(pen);
  const client = stepWithRole(model.def, 'client.');
  const vehicle = stepWithRole(model.def, 'vehicle.');
  const boxes = [client, vehicle === client ? undefined : vehicle]
    .filter((s) => s !== undefined)
    .map((step) => ({ title: step.title, lines: stepPairsFor(pen, step, (f) => inHeader(f) || f.role === 'client.type') }));
  partyBoxes(pen, boxes);
  let clauses = 0;
  const clause = numbered ? () => (clauses += 1) : undefined;
  for (const step of model.def.steps) {
    if (step === client || step === vehicle) stepTables(pen, step);
    else stepSection(pen, step, clause);
  }
  totalsAndNote(pen);
  signatureBoxes(pen);
};

export const estimateLayout = (pen: Pen) => partiesLayout(pen);
export const contractLayout = (pen: Pen) => partiesLayout(pen, { numbered: true });
