import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, type PublicSubmissionDto, type PublicSubmitResponse } from '@atelier/core';
import { catalogDefinition, estimateSample } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { httpClient, type HttpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';

// The server refuses what the Romanian validators refuse, with their codes and Romanian messages.
describe.each(databaseKinds())('Romanian identifiers on submit on %s', (kind) => {
  let t: TestApp;
  let anonymous: HttpClient;
  let payer: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    anonymous = httpClient(t.url);
    payer = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('deviz-auto-platitor-tva.json'))).id;
  }, 60_000);
  afterAll(async () => t.close());

  const submit = (change: (data: ReturnType<typeof estimateSample>) => void) => {
    const data = estimateSample({ labor: 1, parts: 1 });
    change(data);
    return anonymous.request<PublicSubmitResponse & ErrorBody>('POST', `/api/forms/open/forms/${payer}/submit`, { json: { data } });
  };

  it('answers 400 with the new codes and Romanian messages: IBAN country, register year, CNP serial, diplomatic plate', async () => {
    const res = await submit((data) => {
      Object.assign(data.company ?? {}, { iban: 'QQ9312345678', reg_no: 'J4124000123405' });
      Object.assign(data.client ?? {}, { cnp: '1630615120005' });
      Object.assign(data.vehicle ?? {}, { plate: 'CD 000 000' });
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.details?.map((d) => `${d.path} ${d.code} ${d.message}`)).toEqual([
      'company.reg_no reg_no_year Nr. Reg. Com. invalid: anul trebuie să fie între 1990 și anul curent (în formatul vechi, cel mult 2024)',
      'company.iban iban_country IBAN invalid: țara din primele două litere nu folosește IBAN',
      'client.cnp cnp_serial CNP invalid: numărul de ordine (cifrele 10–12) nu poate fi 000',
      'vehicle.plate plate_format Număr de înmatriculare invalid',
    ]);
  });

  it('saves a VAT payer CUI without RO (only a warning in the form), a PROBĂ plate as PROBA and a layout-valid foreign IBAN', async () => {
    const res = await submit((data) => {
      Object.assign(data.company ?? {}, { cui: '18547290', iban: 'IT60 X054 2811 1010 0000 0123 456', reg_no: 'J2012000750528' });
      Object.assign(data.vehicle ?? {}, { plate: 'CJ 123 PROBĂ' });
    });
    expect(res.status, res.text).toBe(201);
    const saved = await anonymous.request<PublicSubmissionDto>('GET', `/api/forms/public/submissions/${res.body.id}`);
    expect(saved.body.data.company).toMatchObject({ cui: '18547290', iban: 'IT60X0542811101000000123456', reg_no: 'J2012000750528' });
    expect(saved.body.data.vehicle).toMatchObject({ plate: 'CJ123PROBA' });
  });
});
