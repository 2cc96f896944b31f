import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for ANAF's PlatitorTvaRest v9 on a loopback port, for tests and demos
 * (`npm run anaf:fake`): the same request (a JSON list of {cui, data}) and answer shape
 * ({cod, message, found[], notFound[]}), a few companies with valid CUIs, and knobs a test turns:
 * a delay, a failure status, and the requests it received (to see batching and pacing).
 */
export type FakeCompany = {
  cui: number;
  denumire: string;
  nrRegCom: string;
  strada: string;
  numar: string;
  localitate: string;
  judet: string;
  judetAuto: string;
  codPostal: string;
  telefon?: string;
  scpTVA: boolean;
  tvaIncasare?: boolean;
  inactiv?: boolean;
  radiata?: boolean;
};

export const FAKE_COMPANIES: FakeCompany[] = [
  { cui: 18547290, denumire: 'SERVICE EXEMPLU SRL', nrRegCom: 'J12/345/2020', strada: 'Str. Fabricii', numar: '10', localitate: 'Mun. Cluj-Napoca', judet: 'CLUJ', judetAuto: 'CJ', codPostal: '400620', telefon: '0264123456', scpTVA: true },
  { cui: 4266367, denumire: 'ȘTEFĂNESCU TRANSPORT SRL', nrRegCom: 'J40/1200/2007', strada: 'Bd. Unirii', numar: '21', localitate: 'Sector 3 Mun. Bucureşti', judet: 'MUNICIPIUL BUCUREŞTI', judetAuto: 'B', codPostal: '030823', scpTVA: true, tvaIncasare: true },
  { cui: 14399840, denumire: 'ATELIER LEMN IAȘI SRL', nrRegCom: 'J22/1500/2001', strada: 'Str. Păcurari', numar: '5', localitate: 'Mun. Iaşi', judet: 'IAŞI', judetAuto: 'IS', codPostal: '700511', scpTVA: false },
  { cui: 16116637, denumire: 'FIRMA INACTIVĂ SRL', nrRegCom: 'J05/100/2004', strada: 'Str. Republicii', numar: '1', localitate: 'Mun. Oradea', judet: 'BIHOR', judetAuto: 'BH', codPostal: '410001', scpTVA: false, inactiv: true, radiata: true },
];

const toAnaf = (c: FakeCompany, day: string) => ({
  date_generale: {
    cui: c.cui,
    data: day,
    denumire: c.denumire,
    adresa: `${c.judet}, ${c.localitate}, ${c.strada}, NR.${c.numar}`,
    nrRegCom: c.nrRegCom,
    telefon: c.telefon ?? '',
    codPostal: c.codPostal,
    stare_inregistrare: c.radiata ? 'RADIERE' : 'INREGISTRAT',
  },
  inregistrare_scop_Tva: { scpTVA: c.scpTVA, perioade_TVA: [] },
  inregistrare_RTVAI: { statusTvaIncasare: c.tvaIncasare === true },
  stare_inactiv: { statusInactivi: c.inactiv === true, dataInactivare: c.inactiv ? '2024-01-15' : '', dataRadiere: c.radiata ? '2025-03-01' : '' },
  inregistrare_SplitTVA: { statusSplitTVA: false },
  adresa_sediu_social: {
    sdenumire_Strada: c.strada,
    snumar_Strada: c.numar,
    sdenumire_Localitate: c.localitate,
    sdenumire_Judet: c.judet,
    scod_JudetAuto: c.judetAuto,
    scod_Postal: c.codPostal,
    stara: 'RomÃ¢nia',
  },
  adresa_domiciliu_fiscal: {},
});

export type FakeAnaf = {
  url: string;
  /** The CUIs of each request received, in order, with when it came (ms since the epoch). */
  requests: { cuis: number[]; at: number }[];
  /** Next answers wait this long (ms) / answer this HTTP status. */
  setDelay: (ms: number) => void;
  setStatus: (status: number) => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

export const startFakeAnaf = async ({ port = 0, host = '127.0.0.1', companies = FAKE_COMPANIES }: { port?: number; host?: string; companies?: FakeCompany[] } = {}): Promise<FakeAnaf> => {
  const requests: FakeAnaf['requests'] = [];
  let delay = 0;
  let status = 200;
  const byCui = new Map(companies.map((c) => [c.cui, c]));
  const reply = (res: ServerResponse, code: number, json: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const server = createServer((req, res) => {
    const arrived = Date.now();
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/tva')) return reply(res, 404, { cod: 404, message: 'Not found' });
      const text = await readBody(req);
      let items: { cui: number; data: string }[];
      try {
        items = JSON.parse(text) as { cui: number; data: string }[];
        if (!Array.isArray(items)) throw new Error('not a list');
      } catch {
        return reply(res, 400, { cod: 400, message: 'Bad request' });
      }
      requests.push({ cuis: items.map((i) => Number(i.cui)), at: arrived });
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      if (status !== 200) return reply(res, status, { cod: status, message: 'Eroare' });
      if (items.length > 100) return reply(res, 200, { cod: 500, message: 'Lista depaseste 100 de CUI-uri', found: [], notFound: [] });
      const found = items.map((i) => byCui.get(Number(i.cui))).filter((c): c is FakeCompany => c !== undefined);
      const notFound = items.filter((i) => !byCui.has(Number(i.cui))).map((i) => Number(i.cui));
      return reply(res, 200, { cod: 200, message: 'SUCCESS', found: found.map((c) => toAnaf(c, items[0]?.data ?? '')), notFound });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/api/PlatitorTvaRest/v9/tva`,
    requests,
    setDelay: (ms) => (delay = ms),
    setStatus: (code) => (status = code),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
