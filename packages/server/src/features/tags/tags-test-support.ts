import { NOTIFICARI_FORM_KEY, type DocumentDto, type FormData, type FormDefinitionInput } from '@atelier/core';
import { estimateData, estimateDefinition, makeForm } from '../../test/forms.js';
import type { TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

/** Publishes the Notificari application (a stand-in definition under its key) and allocates it to `userIds`' businesses. */
export const grantNotificari = async (t: TestApp, userIds: string[]) =>
  makeForm(t, { key: NOTIFICARI_FORM_KEY, document: { ...estimateDefinition().document, kind: 'reminder' } }, userIds);

/** The test estimate with the client's e-mail (role client.email) too: what reminder e-mails are sent to. */
export const makeWorkshopEstimate = async (t: TestApp, userIds: string[]) => {
  const base = estimateDefinition();
  const steps = base.steps.map((step) =>
    step.name === 'client' ? { ...step, fields: [...step.fields, { name: 'email', type: 'email' as const, label: 'E-mail', role: 'client.email' as const }] } : step,
  );
  return makeForm(t, { key: 'deviz-etichete-test', steps } as Partial<FormDefinitionInput>, userIds);
};

/** An estimate of the test form for `plate`, its parts named `parts`, saved on `day` (the test clock). */
export const submitEstimate = async (t: TestApp, user: TestUser, formId: string, { plate, parts, day, client = 'Ștefan Popescu', email }: { plate: string; parts: string[]; day: string; client?: string; email?: string }) => {
  t.clock.set(new Date(`${day}T09:00:00Z`));
  const data: FormData = estimateData({
    client: { name: client, ...(email ? { email } : {}) },
    vehicle: { plate, vin: '' },
    parts: parts.map((name) => ({ name, qty: 1, price: '10.00' })),
  });
  const res = await user.client.request<DocumentDto>('POST', `/api/user/forms/${formId}/submit`, { token: user.token, json: { data } });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${res.text}`);
  return res.body;
};

/** Runs the jobs runner until the auto-tagging of `user`'s business is done. */
export const runJobs = async (t: TestApp) => {
  await t.app.jobs.tick();
};
