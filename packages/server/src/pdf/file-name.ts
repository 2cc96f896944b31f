import { create as contentDisposition } from 'content-disposition';
import { fieldOfRole, type FieldValue, type FormData, type FormDefinition, type Locale } from '@atelier/core';
import { pdfLabels } from './labels.js';
import { localizedDefinition } from './model.js';

const NAME_PART_MAX = 60;

/**
 * Text that may stand in a file name: no path or shell characters (/ \ : * ? " < > |), no control
 * or format characters (a right-to-left override could show "fdp.exe" as "exe.pdf"), no lone
 * surrogate, one space between words.
 */
const clean = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/\s+/g, ' ')
    .trimEnd();

const cut = (text: string): string => {
  const chars = [...text];
  return chars.length > NAME_PART_MAX ? `${chars.slice(0, NAME_PART_MAX).join('').trimEnd()}…` : text;
};

/**
 * "DEVIZ", "FIȘĂ RAR AUTOPASS" are written in capitals on the page; in a file name each word takes
 * its casing from the application's title when it appears there (RAR, AutoPass), else lower case,
 * and the first letter is a capital: "Deviz", "Fișă RAR AutoPass", "Foaie de parcurs".
 */
const kindOf = (def: FormDefinition, locale: Locale): string => {
  const title = clean(def.pdf.title ?? def.title);
  if (title !== title.toLocaleUpperCase(locale)) return title;
  const known = new Map(clean(def.title).split(' ').map((word) => [word.toLocaleLowerCase(locale), word]));
  const words = title.split(' ').map((word) => known.get(word.toLocaleLowerCase(locale)) ?? word.toLocaleLowerCase(locale));
  const sentence = words.join(' ');
  return sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
};

/** The same name in printable ASCII for the plain `filename=` ("Ștefănescu" → "Stefanescu"). */
const ascii = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export type PdfFileName = { name: string; ascii: string };

/** The client's name (role client.name) as typed, or ''. */
const clientNameOf = (def: FormDefinition, data: FormData): string => {
  const client = fieldOfRole(def, 'client.name');
  const value = client && client.field.type !== 'array' ? (data[client.step.name]?.[client.field.name] as FieldValue | undefined) : undefined;
  return typeof value === 'string' ? value : '';
};

/** One line of text for a title: no control or format characters, one space between words. */
const oneLine = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The name a person would give the file: the kind of document, its number (a preview says so
 * instead) and the client's name when there is one: "Deviz DV-0001 - Ștefănescu.pdf",
 * "Deviz (previzualizare) - Ștefănescu.pdf".
 */
export const pdfFileName = ({ definition, data, number, locale }: { definition: FormDefinition; data: FormData; number?: string | null | undefined; locale: Locale }): PdfFileName => {
  const def = localizedDefinition(definition, locale);
  const clientName = cut(clean(clientNameOf(def, data)));
  const head = [kindOf(def, locale), number ? clean(number) : `(${pdfLabels(locale).preview.toLocaleLowerCase(locale)})`];
  const build = (convert: (part: string) => string) => {
    const parts = head.map(convert).filter(Boolean);
    const tail = convert(clientName);
    return `${[parts.join(' ') || 'document', tail].filter(Boolean).join(' - ')}.pdf`;
  };
  return { name: build((part) => part), ascii: build(ascii) };
};

/**
 * The PDF's Title (its Info dictionary: what a viewer's title bar, a tab and a search show): the
 * kind, its number and the client, as the file is named: "Deviz nr. DV-0012 — Ion Popescu";
 * a preview says so instead of a number. `def` is already localized.
 */
export const pdfTitle = ({ def, data, number, locale }: { def: FormDefinition; data: FormData; number: string | undefined; locale: Locale }): string => {
  const labels = pdfLabels(locale);
  const kind = kindOf(def, locale) || 'Document';
  const head = number ? `${kind} ${labels.number.toLocaleLowerCase(locale)} ${oneLine(number)}` : `${kind} (${labels.preview.toLocaleLowerCase(locale)})`;
  const client = oneLine(clientNameOf(def, data));
  return client ? `${head} — ${client}` : head;
};

/** `inline` (a preview, opened in a tab) or `attachment` (a download), with both file names (RFC 6266). */
export const pdfDisposition = (type: 'inline' | 'attachment', { name, ascii: fallback }: PdfFileName): string => contentDisposition(name, { type, fallback });
