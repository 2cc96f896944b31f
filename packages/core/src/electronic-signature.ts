import type { Locale } from './constants.js';

/**
 * What a customer's answer on the document page is in law (issue 29): one sentence, printed on the
 * PDF's closing page and shown next to the signature on the customer's page. The sources, why
 * this law and when they were checked are in content/legal/electronic-signature.<locale>.md, whose
 * first paragraph is this sentence (a test keeps the two the same).
 *
 * Legea nr. 214/2024 (M. Of. nr. 647 din 8 iulie 2024, in force since 8 October 2024) replaced
 * Legea nr. 455/2001; its art. 1 (4) makes it the general law on the legal effects of electronic
 * signatures, set out in its chapter II ("Regimul juridic al semnăturilor electronice"). Checked
 * 2026-11-29 (the content file says against what).
 */
export const ELECTRONIC_SIGNATURE_NOTICE: Record<Locale, string> = {
  ro: 'Aceasta este o semnătură electronică simplă, căreia nu i se pot refuza efectul juridic și admisibilitatea ca probă doar pentru că este în formă electronică (Regulamentul (UE) nr. 910/2014, art. 25 alin. (1); Legea nr. 214/2024 privind utilizarea semnăturii electronice, art. 1 alin. (4) și cap. II).',
  en: 'This is a simple electronic signature, which may not be denied legal effect and admissibility as evidence solely because it is in electronic form (Regulation (EU) No 910/2014, art. 25(1); Romanian Law no. 214/2024 on the use of electronic signatures, art. 1(4) and chapter II).',
  it: "Questa è una firma elettronica semplice, alla quale non possono essere negati gli effetti giuridici e l'ammissibilità come prova per il solo motivo della sua forma elettronica (Regolamento (UE) n. 910/2014, art. 25, par. 1; Legge romena n. 214/2024 sull'uso della firma elettronica, art. 1, comma 4, e capo II).",
};

/** Where the sentence comes from, with the day it was last checked against the sources. */
export const ELECTRONIC_SIGNATURE_SOURCES = {
  checked: '2026-11-29',
  sources: [
    'Regulamentul (UE) nr. 910/2014 (eIDAS), art. 3 pct. 10–12 și art. 25 alin. (1)',
    'Legea nr. 214/2024 privind utilizarea semnăturii electronice, a mărcii temporale și prestarea serviciilor de încredere bazate pe acestea (M. Of. nr. 647 din 8 iulie 2024), art. 1 alin. (4) și cap. II (Regimul juridic al semnăturilor electronice); abrogă Legea nr. 455/2001',
  ],
} as const;
