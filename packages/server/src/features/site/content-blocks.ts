import { BROWSER_STORAGE, type Locale, type OperatorIdentity } from '@atelier/core';
import { escapeHtml } from './markdown.js';

/**
 * Blocks a content file asks for with a line of its own: `{{operator}}` (the operator's
 * identification from configuration) and `{{storage}}` (the cookies and storage keys the app sets).
 * Built here from configuration and code, so the text cannot state a wrong or invented value.
 */
const OPERATOR_LABELS: Record<Locale, Record<keyof OperatorIdentity, string>> = {
  ro: { name: 'Denumire', cui: 'CUI', reg_no: 'Nr. Reg. Com.', address: 'Sediu', email: 'E-mail', phone: 'Telefon', whatsapp: 'Mesagerie' },
  en: { name: 'Name', cui: 'Tax ID (CUI)', reg_no: 'Trade register no.', address: 'Registered office', email: 'E-mail', phone: 'Phone', whatsapp: 'Messaging' },
  it: { name: 'Denominazione', cui: 'Codice fiscale (CUI)', reg_no: 'N. Registro Imprese', address: 'Sede', email: 'E-mail', phone: 'Telefono', whatsapp: 'Messaggi' },
};

const NOT_CONFIGURED: Record<Locale, string> = {
  ro: 'Datele de identificare ale operatorului nu au fost încă publicate; le puteți cere prin formularul de contact.',
  en: "The operator's identification has not been published yet; you can ask for it through the contact form.",
  it: "I dati identificativi dell'operatore non sono ancora stati pubblicati; potete richiederli tramite il modulo di contatto.",
};

const linkFor = (key: keyof OperatorIdentity, value: string): string | undefined => {
  if (key === 'email') return `mailto:${value}`;
  if (key === 'phone') return `tel:${value.replace(/[^+\d]/g, '')}`;
  if (key === 'whatsapp') return value;
  return undefined;
};

export const operatorBlock = (operator: OperatorIdentity, lang: Locale): string => {
  const rows = (Object.keys(OPERATOR_LABELS[lang]) as (keyof OperatorIdentity)[]).flatMap((key) => {
    const value = operator[key];
    if (!value) return [];
    const href = linkFor(key, value);
    const shown = key === 'whatsapp' ? 'WhatsApp' : escapeHtml(value);
    const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
    return [`<tr><th scope="row">${OPERATOR_LABELS[lang][key]}</th><td>${cell}</td></tr>`];
  });
  if (rows.length === 0) return `<p>${NOT_CONFIGURED[lang]}</p>`;
  return `<table class="operator"><tbody>${rows.join('')}</tbody></table>`;
};

const STORAGE_HEADINGS: Record<Locale, [string, string, string, string]> = {
  ro: ['Nume', 'Tip', 'Scop', 'Durată'],
  en: ['Name', 'Type', 'Purpose', 'Duration'],
  it: ['Nome', 'Tipo', 'Finalità', 'Durata'],
};

const KIND: Record<Locale, Record<'cookie' | 'localStorage', string>> = {
  ro: { cookie: 'cookie (Atelier)', localStorage: 'localStorage (Atelier)' },
  en: { cookie: 'cookie (Atelier)', localStorage: 'localStorage (Atelier)' },
  it: { cookie: 'cookie (Atelier)', localStorage: 'localStorage (Atelier)' },
};

export const storageBlock = (lang: Locale): string => {
  const head = STORAGE_HEADINGS[lang].map((h) => `<th scope="col">${h}</th>`).join('');
  const rows = Object.values(BROWSER_STORAGE).map(
    (entry) =>
      `<tr><td><code>${escapeHtml(entry.name)}</code></td><td>${KIND[lang][entry.kind]}</td><td>${escapeHtml(entry.purpose[lang])}</td><td>${escapeHtml(entry.duration[lang])}</td></tr>`,
  );
  return `<table class="storage"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
};

/** Replaces the block lines (rendered by markdown-it as a paragraph of their own). */
export const fillBlocks = (html: string, { operator, lang }: { operator: OperatorIdentity; lang: Locale }): string =>
  html.replace(/<p>\{\{operator\}\}<\/p>/g, () => operatorBlock(operator, lang)).replace(/<p>\{\{storage\}\}<\/p>/g, () => storageBlock(lang));
