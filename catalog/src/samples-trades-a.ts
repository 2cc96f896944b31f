import type { FieldValue } from '@atelier/core';

/**
 * Sample parties of the GSM/PC, tailoring, freelance, farming and general applications: valid
 * check digits (CUI, CNP, IBAN) and Romanian diacritics, so a PDF that drops a letter fails.
 */

type Values = Record<string, FieldValue>;

const firms = {
  gsm: {
    name: 'Mobil Service Țiglă SRL',
    cui: '31456784',
    reg_no: 'J22/1845/2013',
    address: 'Bd. Ștefan cel Mare nr. 14, Iași, jud. Iași',
    iban: 'RO15BTRLRONCRT0298765401',
    bank: 'Banca Transilvania',
    phone: '0232 410 220',
    email: 'service@mobiltigla.ro',
  },
  tailor: {
    name: 'Atelier Croitorie Ioana Mureșan PFA',
    cui: '40123452',
    reg_no: 'F12/987/2018',
    address: 'Str. Horea nr. 31, Cluj-Napoca, jud. Cluj',
    phone: '0744 218 330',
    email: 'atelier@croitorie-muresan.ro',
  },
  freelance: {
    name: 'Andrei Păunescu PFA',
    cui: '38987651',
    reg_no: 'F40/2231/2018',
    address: 'Str. Mântuleasa nr. 7, sector 3, București',
    iban: 'RO73INGB0000999904567812',
    bank: 'ING Bank',
    phone: '0722 555 104',
    email: 'andrei@paunescu.ro',
  },
  farm: {
    name: 'Agroferma Câmpia Bărăganului SRL',
    cui: '44556670',
    reg_no: 'J21/412/2015',
    address: 'Str. Principală nr. 120, sat Grindu, jud. Ialomița',
    iban: 'RO19RNCB0082044195530001',
    bank: 'BCR',
    phone: '0243 311 902',
    email: 'office@agroferma-baragan.ro',
  },
  general: {
    name: 'Comerț Exemplu Mărășești SRL',
    cui: '18547290',
    reg_no: 'J12/345/2020',
    address: 'Str. Fabricii nr. 10, Cluj-Napoca, jud. Cluj',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Transilvania',
    phone: '0264 123 456',
    email: 'office@comert-exemplu.ro',
  },
} satisfies Record<string, Values>;

/** The issuing business of a trade's sample, dated, with `extra` step values. */
export const firm = (kind: keyof typeof firms, date: string, extra: Values = {}): Values => ({ ...firms[kind], date, ...extra });

export const personA: Values = {
  name: 'Ștefan Țăranu',
  cnp: '1630615123457',
  id_card: 'CJ 123456',
  id_issued: 'SPCLEP Turda, 12.05.2021',
  address: 'Str. Mărășești nr. 4, Turda, jud. Cluj',
  phone: '0745 123 456',
};

export const personB: Values = {
  name: 'Elena Vâlcu',
  cnp: '2850422221231',
  id_card: 'MX 654321',
  id_issued: 'SPCLEP Iași, 03.09.2020',
  address: 'Str. Păcurari nr. 88, bl. 2, ap. 14, Iași, jud. Iași',
  phone: '0752 987 210',
};

export const personC: Values = {
  name: 'Mihai Bălănescu',
  cnp: '1921103404565',
  id_card: 'RX 778899',
  id_issued: 'DEPABD București, 21.02.2022',
  address: 'Calea Moșilor nr. 210, sector 2, București',
  phone: '0733 441 902',
};

export const clientPerson: Values = { type: 'pf', name: 'Ioana Șerbănescu', address: 'Str. Lăpușneanu nr. 5, Iași', phone: '0746 302 118', email: 'ioana.s@exemplu.ro' };

export const clientCompany: Values = {
  type: 'pj',
  name: 'Ștefănescu Transport SRL',
  cui: '4266367',
  reg_no: 'J40/1200/2007',
  contact: 'Ioana Șerban',
  address: 'Bd. Unirii nr. 21, sector 4, București',
  phone: '0721 300 400',
  email: 'office@stefanescu.ro',
};

export const partnerCompany: Values = {
  name: 'Tehnomar Distribuție SRL',
  cui: '29876549',
  reg_no: 'J35/1204/2012',
  address: 'Calea Aradului nr. 54, Timișoara, jud. Timiș',
  representative: 'Cristian Răducanu, administrator',
};
