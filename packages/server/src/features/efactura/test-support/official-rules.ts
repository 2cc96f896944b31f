import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { deep, parseXml } from '../xml-query.js';

/**
 * The published e-Factura rule sets, run as their authors publish them: the schematron XSLT
 * compiled once to SaxonJS's SEF (packages/server/test-fixtures/efactura-rules, README there),
 * applied to an invoice's XML, its SVRL report read back.
 */
export const RULE_SETS = {
  /** ANAF's CIUS-RO 1.0.9: EN 16931 1.3.8 with the Romanian rules, what SPV validates today. */
  'CIUS-RO 1.0.9': 'cius-ro-1.0.9/EN16931-CIUS_RO-UBL-validation.sef.json.gz',
  /** The latest EN 16931 UBL rules (CEN/TC 434, 1.3.16), e.g. UBL-SR-53 that 1.3.8 lacks. */
  'EN 16931 UBL 1.3.16': 'en16931-ubl-1.3.16/EN16931-UBL-validation.sef.json.gz',
} as const;
export type RuleSet = keyof typeof RULE_SETS;

/** A rule an invoice breaks: its id, flag (fatal, warning…), where (an XPath) and its text. */
export type Finding = { id: string; flag: string; location: string; text: string };

const FOLDER = fileURLToPath(new URL('../../../../test-fixtures/efactura-rules/', import.meta.url));
const compiled = new Map<RuleSet, unknown>();
/** The compiled stylesheet, read once per test file. */
const stylesheet = (set: RuleSet): unknown => {
  let sef = compiled.get(set);
  if (sef === undefined) {
    sef = JSON.parse(gunzipSync(readFileSync(`${FOLDER}${RULE_SETS[set]}`)).toString('utf8'));
    compiled.set(set, sef);
  }
  return sef;
};

/** "/*:Invoice[namespace-uri()='…'][1]/*:AccountingSupplierParty[…][1]" → "/Invoice[1]/AccountingSupplierParty[1]". */
const shortPath = (location: string): string => location.replace(/\[namespace-uri\(\)='[^']*'\]/g, '').replace(/\*:/g, '');

/**
 * Everything one rule set finds in the XML, whatever its flag. A schematron rule is either an
 * assert that fails (svrl:failed-assert: EN 16931) or a report that fires (svrl:successful-report:
 * ANAF writes the CIUS-RO rules as reports of the broken condition); both are findings.
 */
export const findings = (xml: string, set: RuleSet): Finding[] => {
  const { principalResult } = SaxonJS.transform({ stylesheetInternal: stylesheet(set), sourceText: xml, destination: 'serialized' }, 'sync');
  const report = parseXml(principalResult);
  return [...deep(report, 'failed-assert'), ...deep(report, 'successful-report')].map((el) => ({
    id: el.attr('id') ?? '',
    flag: el.attr('flag') ?? '',
    location: shortPath(el.attr('location') ?? ''),
    text: el.text.replace(/\s+/g, ' ').trim(),
  }));
};

/** What makes ANAF (or a validator of the current EN rules) refuse the invoice: the fatal (and error) findings. */
export const fatalFindings = (xml: string, set: RuleSet): Finding[] => findings(xml, set).filter((f) => f.flag === 'fatal' || f.flag === 'error');
