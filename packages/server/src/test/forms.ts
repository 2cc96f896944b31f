import { readFileSync } from 'node:fs';
import { formatProblems, NOTIFICARI_FORM_KEY, parseFormDefinition, type FormData, type FormDefinition, type FormDefinitionInput } from '@atelier/core';
import { createFormsService } from '../features/forms/forms.service.js';
import { grantAccess } from '../features/forms/forms.repo.js';
import type { TestApp } from './test-app.js';

const quickEstimate = JSON.parse(readFileSync(new URL('./fixtures/quick-estimate.json', import.meta.url), 'utf8')) as FormDefinitionInput;

/** A test definition from ./fixtures (service-estimate, simple-invoice, finance-entry), for makeForm. */
export const fixtureDefinition = (name: string): FormDefinitionInput =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as FormDefinitionInput;

/** The three-step test estimate, optionally changed (another key, private, a new version...). */
export const estimateDefinition = (change: Partial<FormDefinitionInput> = {}): FormDefinition => {
  const result = parseFormDefinition({ ...quickEstimate, ...change });
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

type TestField = NonNullable<FormDefinitionInput['steps'][number]['fields']>[number];

/** The document's date on the test estimate (role document.date): what directories and reminders date a document by. */
export const DATE_FIELD = { name: 'date', type: 'date', label: 'Data', role: 'document.date' } as const satisfies TestField;

/** The test estimate's steps with `added` fields after each named step's own (the roles a test needs). */
export const stepsWith = (added: Readonly<Record<string, readonly TestField[]>>): FormDefinitionInput['steps'] =>
  estimateDefinition().steps.map((step) => (added[step.name] ? { ...step, fields: [...step.fields, ...(added[step.name] ?? [])] } : step)) as FormDefinitionInput['steps'];

/**
 * Publishes a definition straight into the app's database (admin upload comes in a later issue);
 * `grantTo`: user ids whose businesses get it (or business ids).
 */
export const makeForm = async (t: TestApp, change: Partial<FormDefinitionInput> = {}, grantTo: string[] = []) => {
  const definition = estimateDefinition(change);
  const { id } = await createFormsService({ db: t.database.db, now: t.clock.now }).publish(definition);
  for (const userId of grantTo) {
    const user = await t.database.db.selectFrom('users').select('business_id').where('id', '=', userId).executeTakeFirst();
    await grantAccess(t.database.db, user?.business_id ?? userId, id);
  }
  return { id, definition };
};

/** Publishes the Notificari application (a stand-in definition under its key) and allocates it to `userIds`' businesses. */
export const grantNotificari = async (t: TestApp, userIds: string[]) =>
  makeForm(t, { key: NOTIFICARI_FORM_KEY, document: { ...estimateDefinition().document, kind: 'reminder' } }, userIds);

/** The test estimate with the client's e-mail (role client.email) too: what reminder e-mails are sent to. */
export const makeWorkshopEstimate = async (t: TestApp, userIds: string[]) => {
  const steps = stepsWith({ client: [{ name: 'email', type: 'email', label: 'E-mail', role: 'client.email' }] });
  return makeForm(t, { key: 'deviz-etichete-test', steps }, userIds);
};

/** A valid submission of the test estimate: a private client and two part lines. */
export const estimateData = (over: { client?: Record<string, unknown>; vehicle?: Record<string, unknown>; parts?: Record<string, unknown>[] } = {}): FormData =>
  ({
    client: { type: 'pf', name: 'Ștefan Popescu', phone: '0722 123 456', ...over.client },
    vehicle: { make: 'Dacia', plate: 'CJ 12 ABC', vin: 'UU1ABC12345678901', ...over.vehicle },
    parts: {
      items: over.parts ?? [
        { name: 'Filtru ulei', qty: 1, price: '45.50', value: '999' },
        { name: 'Ulei motor 5W30', qty: 4, price: '52.25' },
      ],
    },
  }) as FormData;
