import { type Field, type FormDefinition, type ScalarField } from './definition.js';
import { compilePattern } from './pattern.js';
import { type DefinitionProblem } from './plan.js';
import { RESERVED_NAMES } from './scope.js';

type Push = (path: string, message: string) => void;

const duplicates = (names: readonly string[], at: (index: number) => string, what: string, push: Push): void => {
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) push(`${at(i)}.name`, `duplicate ${what} name "${name}"`);
  });
};

const isNumberText = (value: unknown): boolean => typeof value === 'number' || (typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim()));

const checkField = (field: Field, path: string, push: Push, inLine: boolean): void => {
  const limits = field as { min?: unknown; max?: unknown; minLength?: number; maxLength?: number; pattern?: string };
  if (typeof limits.min === typeof limits.max && limits.min !== undefined && (limits.min as number) > (limits.max as number)) push(`${path}.min`, 'is greater than max');
  if (limits.minLength !== undefined && limits.maxLength !== undefined && limits.minLength > limits.maxLength) push(`${path}.minLength`, 'is greater than maxLength');
  if (limits.pattern !== undefined) {
    const pattern = compilePattern(limits.pattern);
    if (!pattern.ok) push(`${path}.pattern`, pattern.message);
  }
  if (field.default !== undefined) checkDefault(field, path, push);
  if (field.role !== undefined) {
    const lines = field.role.startsWith('lines.') || field.role === 'trip.lines';
    if (inLine) push(`${path}.role`, 'line fields carry no role; put the role on the array field');
    else if (lines !== (field.type === 'array')) push(`${path}.role`, lines ? `role "${field.role}" belongs on an array field` : `an array field takes a lines.* role, not "${field.role}"`);
  }
  if (field.type === 'array') {
    if (field.minItems !== undefined && field.maxItems !== undefined && field.minItems > field.maxItems) push(`${path}.minItems`, 'is greater than maxItems');
    duplicates(field.item.map((f) => f.name), (i) => `${path}.item[${i}]`, 'line field', push);
    field.item.forEach((item, i) => checkField(item, `${path}.item[${i}]`, push, true));
  }
  if (field.type === 'select' || field.type === 'radio') duplicates(field.options.map((o) => o.value), (i) => `${path}.options[${i}]`, 'option', push);
};

const checkDefault = (field: Field, path: string, push: Push): void => {
  const value = field.default;
  if (field.type === 'select' || field.type === 'radio') {
    if (!field.options.some((o) => o.value === value)) push(`${path}.default`, `${JSON.stringify(value)} is not one of the options (${field.options.map((o) => o.value).join(', ')})`);
  } else if (field.type === 'checkbox') {
    if (typeof value !== 'boolean') push(`${path}.default`, 'must be true or false');
  } else if (field.type === 'number' || field.type === 'money' || field.type === 'percent') {
    if (!isNumberText(value)) push(`${path}.default`, 'must be a number');
  } else if (field.type === 'array') {
    push(`${path}.default`, 'an array has no default');
  }
};

const fieldAt = (def: FormDefinition, key: string): { field?: Field | ScalarField; arrayLine?: boolean } => {
  const [stepName, name, column, ...rest] = key.split('.');
  const field = def.steps.find((s) => s.name === stepName)?.fields.find((f) => f.name === name);
  if (!field || rest.length > 0) return {};
  if (column === undefined) return { field };
  return field.type === 'array' ? { field: field.item.find((f) => f.name === column), arrayLine: true } : {};
};

const checkTranslations = (def: FormDefinition, push: Push): void => {
  for (const [locale, text] of Object.entries(def.translations ?? {})) {
    const base = `translations.${locale}`;
    for (const step of Object.keys(text.steps ?? {})) {
      if (!def.steps.some((s) => s.name === step)) push(`${base}.steps.${step}`, `no step "${step}"`);
    }
    for (const [key, labels] of Object.entries(text.fields ?? {})) {
      const { field } = fieldAt(def, key);
      if (!field) {
        push(`${base}.fields.${key}`, `no field "${key}" (keys are "step.field" or "step.array.field")`);
        continue;
      }
      const values = field.type === 'select' || field.type === 'radio' ? field.options.map((o) => o.value) : [];
      for (const option of Object.keys(labels.options ?? {})) {
        if (!values.includes(option)) push(`${base}.fields.${key}.options.${option}`, `no option "${option}"`);
      }
    }
    for (const total of Object.keys(text.totals ?? {})) {
      if (!(def.totals ?? []).some((t) => t.name === total)) push(`${base}.totals.${total}`, `no total "${total}"`);
    }
    const signatures = text.pdf?.signatures;
    if (signatures && signatures.length !== (def.pdf.signatures ?? []).length) push(`${base}.pdf.signatures`, `must have ${(def.pdf.signatures ?? []).length} entries, as pdf.signatures`);
  }
};

/** The checks a schema cannot express: names, references, defaults, translations. */
export const semanticProblems = (def: FormDefinition): DefinitionProblem[] => {
  const problems: DefinitionProblem[] = [];
  const push: Push = (path, message) => problems.push({ path, message });
  duplicates(def.steps.map((s) => s.name), (i) => `steps[${i}]`, 'step', push);
  def.steps.forEach((step, s) => {
    if ((RESERVED_NAMES as readonly string[]).includes(step.name)) push(`steps[${s}].name`, `"${step.name}" is reserved for expressions; choose another name`);
    duplicates(step.fields.map((f) => f.name), (i) => `steps[${s}].fields[${i}]`, 'field', push);
    step.fields.forEach((field, f) => checkField(field, `steps[${s}].fields[${f}]`, push, false));
  });
  duplicates((def.totals ?? []).map((t) => t.name), (i) => `totals[${i}]`, 'total', push);
  const numberField = def.document.number?.field;
  if (numberField !== undefined) {
    const { field, arrayLine } = fieldAt(def, numberField);
    if (!field || arrayLine || field.type === 'array') push('document.number.field', `no field "${numberField}" (expected "step.field")`);
  }
  if (def.addon !== undefined && def.public === true) push('addon', 'a public application is usable by everyone; it cannot also need an add-on');
  checkTranslations(def, push);
  return problems;
};
