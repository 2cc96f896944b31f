import { type CatalogEntry, defineApp, t } from '../build.js';
import { clientStep, companyStep, estimateFooter, estimateSignatures, estimateTotals, laborStep, observationsStep, partsStep, vehicleStep } from '../fragments.js';
import { sampleEstimate } from '../samples.js';

const estimateNumber = t('Deviz nr.', 'Estimate no.', 'Preventivo n.');

/** The car-service estimate, for a workshop that charges VAT or one that does not (art. 310). */
const carEstimate = ({ vatPayer }: { vatPayer: boolean }): CatalogEntry =>
  defineApp({
    key: vatPayer ? 'deviz-auto-platitor-tva' : 'deviz-auto-neplatitor-tva',
    version: 1,
    title: vatPayer
      ? t('Deviz auto (plătitor de TVA)', 'Car service estimate (VAT payer)', 'Preventivo officina auto (soggetto IVA)')
      : t('Deviz auto (neplătitor de TVA)', 'Car service estimate (not VAT-registered)', 'Preventivo officina auto (non soggetto IVA)'),
    description: vatPayer
      ? t(
          'Deviz de reparații auto pentru service-uri plătitoare de TVA: manoperă, piese, TVA 21%.',
          'Car repair estimate for VAT-registered workshops: labour, parts, 21% VAT.',
          'Preventivo di riparazione auto per officine soggette a IVA: manodopera, ricambi, IVA 21%.',
        )
      : t(
          'Deviz de reparații auto pentru service-uri neplătitoare de TVA (regim special de scutire, art. 310 Cod fiscal): manoperă, piese, fără TVA.',
          'Car repair estimate for workshops not registered for VAT (special exemption scheme, art. 310 Fiscal Code): labour, parts, no VAT.',
          'Preventivo di riparazione auto per officine non soggette a IVA (regime speciale di esenzione, art. 310 Codice fiscale): manodopera, ricambi, senza IVA.',
        ),
    category: 'auto-service',
    public: true,
    document: {
      kind: 'estimate',
      currency: 'RON',
      vat: vatPayer ? { payer: true, rate: 21 } : { payer: false, rate: 0 },
      number: { field: 'company.number', prefix: 'DV', start: 1, padding: 4 },
    },
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      vehicleStep(),
      observationsStep(),
      laborStep({ vatPayer }),
      partsStep({ vatPayer }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: {
      layout: 'estimate',
      title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'),
      signatures: estimateSignatures,
      footer: estimateFooter({ vatPayer }),
    },
    sample: sampleEstimate({ vatPayer }),
  });

export const autoService: CatalogEntry[] = [carEstimate({ vatPayer: true }), carEstimate({ vatPayer: false })];
