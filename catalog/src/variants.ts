import type { FormDefinitionInput } from '@atelier/core';
import { type AppSpec, type CatalogEntry, type Text, defineApp, t } from './build.js';

const join = (a: Text, b: Text): Text => t(`${a.ro} ${b.ro}`, `${a.en} ${b.en}`, `${a.it} ${b.it}`);

export type VariantSpec = Omit<AppSpec, 'key' | 'version' | 'title' | 'description' | 'document'> & {
  /** The key without its VAT suffix, e.g. `deviz-moto`. */
  key: string;
  version?: number;
  vatPayer: boolean;
  title: Text;
  description: Text;
  kind?: FormDefinitionInput['document']['kind'];
  /** The number prefix, e.g. `DM` for DM-0001. */
  prefix: string;
};

/**
 * One application in its VAT-payer or non-payer variant: the key gets `-platitor-tva` or
 * `-neplatitor-tva`, the title and description say which, the document carries VAT 21% or none,
 * and the number is written to company.number (companyStep).
 */
export const vatVariant = ({ key, version = 2, vatPayer, title, description, kind = 'estimate', prefix, ...rest }: VariantSpec): CatalogEntry =>
  defineApp({
    variant: { group: key, by: 'vat' },
    ...rest,
    key: `${key}-${vatPayer ? 'platitor' : 'neplatitor'}-tva`,
    version,
    title: join(title, vatPayer ? t('(plătitor de TVA)', '(VAT payer)', '(soggetto IVA)') : t('(neplătitor de TVA)', '(not VAT-registered)', '(non soggetto IVA)')),
    description: join(
      description,
      vatPayer
        ? t('Prețuri fără TVA, cu TVA 21% la total.', 'Prices excluding VAT, 21% VAT on the total.', 'Prezzi IVA esclusa, IVA 21% sul totale.')
        : t(
            'Fără TVA: regim special de scutire, art. 310 Cod fiscal.',
            'No VAT: special exemption scheme, art. 310 of the Fiscal Code.',
            'Senza IVA: regime speciale di esenzione, art. 310 del Codice fiscale.',
          ),
    ),
    document: {
      kind,
      currency: 'RON',
      vat: vatPayer ? { payer: true, rate: 21 } : { payer: false, rate: 0 },
      number: { field: 'company.number', prefix, start: 1, padding: 4 },
    },
  });

/** Both variants of an application, the VAT payer's first. */
export const bothVariants = (make: (vatPayer: boolean) => CatalogEntry): CatalogEntry[] => [make(true), make(false)];
