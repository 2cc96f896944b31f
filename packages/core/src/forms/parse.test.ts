import { describe, expect, it } from 'vitest';
import { type FormDefinitionInput } from './definition.js';
import { formatProblems, parseFormDefinition } from './parse.js';
import { changedDefinition } from './test-support/fixtures.js';

type Fields = Record<string, unknown>[];
const fieldsOf = (json: FormDefinitionInput, step: number): Fields => json.steps[step]?.fields as unknown as Fields;
const itemOf = (json: FormDefinitionInput): Fields => (fieldsOf(json, 3)[0] as { item: Fields }).item;

const problemsOf = (json: unknown): string[] => {
  const result = parseFormDefinition(json);
  return result.ok ? [] : formatProblems(result.problems).split('\n');
};

describe('parseFormDefinition: shape', () => {
  it('accepts the test fixture and applies defaults', () => {
    const result = parseFormDefinition(changedDefinition('mini-invoice', (json) => delete json.document.currency));
    expect(result.ok && result.definition.document.currency).toBe('RON');
  });

  it('lists every shape problem by JSON path, readably', () => {
    const json = changedDefinition('mini-invoice', (def) => {
      const header = fieldsOf(def, 0);
      Object.assign(header[0] as object, { type: 'nuber' });
      Object.assign(header[1] as object, { colour: 'red' });
      delete (header[2] as { label?: string }).label;
      Object.assign(header[3] as object, { role: 'client.nmae' });
      Object.assign(itemOf(def)[1] as object, { type: 'numbr', min: '0' });
      def.key = 'Mini Invoice';
      (def as { version: unknown }).version = '2';
      def.steps[1]!.name = '';
      (def.pdf as { layout: string }).layout = 'poster';
    });
    expect(problemsOf(json)).toEqual([
      'key: must be kebab-case, e.g. deviz-auto',
      'version: must be a number, not string',
      'steps[0].fields[0].type: unknown type "nuber" (did you mean "number"?); expected one of: text, textarea, email, phone, cui, cnp, iban, plate, vin, number, money, percent, …',
      'steps[0].fields[1].colour: unknown property',
      'steps[0].fields[2].label: is required',
      'steps[0].fields[3].role: unknown role "client.nmae" (did you mean "client.name"?); expected one of: company.name, company.cui, company.reg_no, company.address, company.iban, company.bank, company.phone, company.email, company.vat_payer, client.type, client.name, client.cui, …',
      'steps[1].name: must start with a lowercase letter and hold only letters, digits and _',
      'steps[3].fields[0].item[1].type: unknown type "numbr" (did you mean "number"?); expected one of: text, textarea, email, phone, cui, cnp, iban, plate, vin, number, money, percent, …',
      'pdf.layout: unknown value "poster"; expected one of: estimate, invoice, quote, trip-log, contract, handover, entry-sheet, generic',
    ]);
  });

  it('takes the add-on that includes the application, and only a known one', () => {
    const result = parseFormDefinition(changedDefinition('mini-invoice', (def) => Object.assign(def, { addon: 'entry_sheet' })));
    expect(result.ok && result.definition.addon).toBe('entry_sheet');
    expect(problemsOf(changedDefinition('mini-invoice', (def) => Object.assign(def, { addon: 'logo' })))).toEqual([
      'addon: unknown value "logo"; expected one of: registry_integration, entry_sheet',
    ]);
    expect(problemsOf(changedDefinition('mini-invoice', (def) => Object.assign(def, { addon: 'registry_integration', public: true })))).toEqual([
      'addon: a public application is usable by everyone; it cannot also need an add-on',
    ]);
  });

  it('names a missing type and an empty definition', () => {
    expect(problemsOf(changedDefinition('mini-invoice', (def) => delete (fieldsOf(def, 0)[0] as { type?: string }).type))[0]).toMatch(
      /^steps\[0\]\.fields\[0\]\.type: missing type \(one of: text,/,
    );
    expect(problemsOf({})).toEqual(expect.arrayContaining(['schemaVersion: is required (must be 1)', 'steps: is required', 'pdf: is required']));
    expect(problemsOf(null)).toEqual(['(definition): must be an object, not null']);
  });
});

describe('parseFormDefinition: meaning', () => {
  it('rejects duplicate names, reserved names and bad references', () => {
    const json = changedDefinition('mini-invoice', (def) => {
      Object.assign(fieldsOf(def, 0)[1] as object, { name: 'number' });
      def.steps[2]!.name = 'totals';
      def.document.number = { field: 'header.nope' };
      Object.assign(fieldsOf(def, 1)[0] as object, { default: 'srl' });
      Object.assign(itemOf(def)[0] as object, { role: 'client.name' });
      Object.assign(fieldsOf(def, 1)[5] as object, { role: 'lines.items' });
    });
    expect(problemsOf(json)).toEqual(expect.arrayContaining([
      'steps[0].fields[1].name: duplicate field name "number"',
      'steps[2].name: "totals" is reserved for expressions; choose another name',
      'steps[1].fields[0].default: "srl" is not one of the options (pf, pj)',
      'steps[1].fields[5].role: role "lines.items" belongs on an array field',
      'steps[3].fields[0].item[0].role: line fields carry no role; put the role on the array field',
      'document.number.field: no field "header.nope" (expected "step.field")',
    ]));
  });

  it('reports expressions that do not compile or name unknown things', () => {
    const json = changedDefinition('mini-invoice', (def) => {
      Object.assign(itemOf(def)[4] as object, { compute: 'qty * prce' });
      Object.assign(fieldsOf(def, 1)[2] as object, { visibleIf: 'kind = "pj"' });
      (def.totals ?? [])[0]!.compute = 'sum(lines.items)';
      (def.totals ?? [])[1]!.compute = 'totals.nett * document.vat.percent';
      def.steps[2]!.visibleIf = 'byer.kind == "pj"';
    });
    expect(problemsOf(json)).toEqual([
      'steps[1].fields[2].visibleIf: syntax error: Unexpected "=" at character 5 in "kind = "pj""',
      'steps[2].visibleIf: unknown name "byer" (did you mean "buyer"?) in "byer.kind == "pj""',
      'steps[3].fields[0].item[4].compute: unknown name "prce" (did you mean "price"?) in "qty * prce"',
      'totals[0].compute: sum() needs a line field, e.g. sum(step.array.field) in "sum(lines.items)"',
      'totals[1].compute: unknown total "nett" (did you mean "net"?) in "totals.nett * document.vat.percent"',
    ]);
  });

  it('finds circular references', () => {
    const json = changedDefinition('mini-invoice', (def) => {
      (def.totals ?? [])[0]!.compute = 'totals.grand';
    });
    expect(problemsOf(json)).toEqual(['totals[0]: circular reference: totals.net → totals.grand → totals.net']);
  });

  it('checks translation keys, options and signatures', () => {
    const json = changedDefinition('mini-invoice', (def) => {
      const en = def.translations?.en;
      if (!en) throw new Error('fixture has en');
      en.steps = { ...en.steps, payment: { title: 'Payment' } };
      en.fields = { ...en.fields, 'buyer.nmae': { label: 'Name' }, 'buyer.kind': { options: { srl: 'LLC' } } };
      en.totals = { total: 'Total' };
      en.pdf = { signatures: ['Issuer'] };
    });
    expect(problemsOf(json)).toEqual([
      'translations.en.steps.payment: no step "payment"',
      'translations.en.fields.buyer.kind.options.srl: no option "srl"',
      'translations.en.fields.buyer.nmae: no field "buyer.nmae" (keys are "step.field" or "step.array.field")',
      'translations.en.totals.total: no total "total"',
      'translations.en.pdf.signatures: must have 2 entries, as pdf.signatures',
    ]);
  });
});
