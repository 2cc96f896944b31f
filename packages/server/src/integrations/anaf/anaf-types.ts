import { z } from 'zod';

/**
 * The answer of ANAF's synchronous VAT-payer service (PlatitorTvaRest v9), as far as we read it.
 * Unknown fields are ignored and missing ones default, so a change on ANAF's side degrades to
 * empty fields rather than a failed lookup.
 */
const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());
const flag = z.preprocess((v) => v === true || v === 'true', z.boolean());

const address = (p: 's' | 'd') =>
  z
    .object({
      [`${p}denumire_Strada`]: text,
      [`${p}numar_Strada`]: text,
      [`${p}denumire_Localitate`]: text,
      [`${p}denumire_Judet`]: text,
      [`${p}cod_JudetAuto`]: text,
      [`${p}cod_Postal`]: text,
      [`${p}detalii_Adresa`]: text,
    })
    .partial();

export const anafFoundItem = z.object({
  date_generale: z.object({
    cui: z.coerce.number(),
    denumire: text,
    adresa: text.optional(),
    nrRegCom: text.optional(),
    telefon: text.optional(),
    codPostal: text.optional(),
    stare_inregistrare: text.optional(),
  }),
  inregistrare_scop_Tva: z.object({ scpTVA: flag }).partial().optional(),
  inregistrare_RTVAI: z.object({ statusTvaIncasare: flag }).partial().optional(),
  stare_inactiv: z.object({ statusInactivi: flag, dataRadiere: text }).partial().optional(),
  adresa_sediu_social: address('s').optional(),
  adresa_domiciliu_fiscal: address('d').optional(),
});
export type AnafFoundItem = z.infer<typeof anafFoundItem>;

export const anafAnswer = z.object({
  cod: z.coerce.number().optional(),
  message: text.optional(),
  found: z.array(z.unknown()).default([]),
  notFound: z.array(z.unknown()).default([]),
});

export type AnafRequestItem = { cui: number; data: string };
