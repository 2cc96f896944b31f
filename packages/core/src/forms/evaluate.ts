import { parseDecimal, toMoneyString } from '../money/decimal.js';
import { type FieldValue, type FormData, type FormDefinition, type StepData, type Total } from './definition.js';
import { type ExprValue, isDecimal, isEmpty, truthy } from './expression-ops.js';
import { fromComputed, normalizeInput } from './normalize.js';
import { planOf, type PlanNode } from './plan.js';
import { type EvalContext } from './scope.js';

/** Data as stored and shown: only known, visible fields; computed values and totals filled. */
export type EvaluatedForm = {
  data: FormData;
  totals: Record<string, string>;
  /** Paths of what is shown: "client", "client.cnp", "parts.items", "parts.items[0].code". */
  visible: Set<string>;
};

type Line = Record<string, FieldValue>;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const totalValue = (total: Total, value: ExprValue): string => {
  if (Array.isArray(value) || isEmpty(value as ExprValue)) return '';
  const number = isDecimal(value) ? value : parseDecimal(value);
  if (!number) return '';
  return (total.format ?? 'money') === 'money' ? toMoneyString(number) : number.round(6).toString();
};

/** `default` fills a field the submission leaves out entirely (not one it sends empty). */
const withDefault = (field: { default?: FieldValue | undefined }, raw: unknown): unknown => (raw === undefined ? field.default : raw);

const shown = (node: PlanNode, ctx: EvalContext): boolean => node.visibleIf === undefined || truthy(node.visibleIf.evaluate(ctx));

const run = (node: PlanNode, input: Record<string, unknown>, ctx: EvalContext, visible: Set<string>): void => {
  if (node.kind === 'total') {
    ctx.totals[node.total.name] = node.compute ? totalValue(node.total, node.compute.evaluate(ctx)) : '';
    return;
  }
  const { step } = node;
  if (node.kind === 'step') {
    if (shown(node, ctx)) {
      ctx.data[step.name] = {};
      visible.add(step.name);
    }
    return;
  }
  const out: StepData | undefined = ctx.data[step.name];
  if (!out) return;
  const rawStep = isRecord(input[step.name]) ? (input[step.name] as Record<string, unknown>) : {};
  if (node.kind === 'field' || node.kind === 'array') {
    if (!shown(node, ctx)) return;
    visible.add(`${step.name}.${node.field.name}`);
    const raw = withDefault(node.field, rawStep[node.field.name]);
    if (node.kind === 'array') {
      if (Array.isArray(raw)) out[node.field.name] = raw.map(() => ({}));
      return;
    }
    const value = node.compute ? fromComputed(node.field, node.compute.evaluate(ctx)) : normalizeInput(node.field, raw);
    if (value !== undefined) out[node.field.name] = value;
    return;
  }
  const lines = out[node.array.name];
  const rawLines = rawStep[node.array.name];
  if (!Array.isArray(lines) || !Array.isArray(rawLines)) return;
  const lineCtx: EvalContext = { ...ctx };
  lines.forEach((line: Line, index) => {
    const rawLine: unknown = rawLines[index];
    lineCtx.item = line;
    if (!shown(node, lineCtx)) return;
    visible.add(`${step.name}.${node.array.name}[${index}].${node.field.name}`);
    const value = node.compute
      ? fromComputed(node.field, node.compute.evaluate(lineCtx))
      : normalizeInput(node.field, withDefault(node.field, isRecord(rawLine) ? rawLine[node.field.name] : undefined));
    if (value !== undefined) line[node.field.name] = value;
  });
};

/** Steps, fields and line fields in the definition's order (evaluation went by dependencies). */
const inDefinitionOrder = (def: FormDefinition, computed: FormData): FormData => {
  const data: FormData = {};
  for (const step of def.steps) {
    const values = computed[step.name];
    if (!values) continue;
    const ordered: StepData = {};
    for (const field of step.fields) {
      const value = values[field.name];
      if (value === undefined) continue;
      if (field.type !== 'array' || !Array.isArray(value)) {
        ordered[field.name] = value;
        continue;
      }
      ordered[field.name] = value.map((line: Line) => {
        const sorted: Line = {};
        for (const item of field.item) if (line[item.name] !== undefined) sorted[item.name] = line[item.name] ?? null;
        return sorted;
      });
    }
    data[step.name] = ordered;
  }
  return data;
};

/**
 * Evaluates a form in one pass over its plan: visibility, normalised input, computed fields and
 * lines, totals. Unknown steps and fields are dropped, hidden ones too, and computed values sent
 * by a client are replaced (the server never trusts them). Pure; the input is not modified.
 */
export const evaluateForm = (def: FormDefinition, input: unknown): EvaluatedForm => {
  const raw = isRecord(input) ? input : {};
  const ctx: EvalContext = { data: {}, totals: {}, document: def.document };
  const visible = new Set<string>();
  for (const node of planOf(def).nodes) run(node, raw, ctx, visible);
  return { data: inDefinitionOrder(def, ctx.data), totals: ctx.totals, visible };
};

/** The data with every computed field and line filled (money as "0.00" strings), plus totals. */
export const computeValues = (def: FormDefinition, data: unknown): { data: FormData; totals: Record<string, string> } => {
  const { data: computed, totals } = evaluateForm(def, data);
  return { data: computed, totals };
};

/** Paths of the visible steps, fields and line fields (see EvaluatedForm.visible). */
export const visibleFields = (def: FormDefinition, data: unknown): Set<string> => evaluateForm(def, data).visible;

/** Names of the visible steps, in order: the renderer's step indicator. */
export const visibleSteps = (def: FormDefinition, data: unknown): string[] => {
  const { visible } = evaluateForm(def, data);
  return def.steps.filter((step) => visible.has(step.name)).map((step) => step.name);
};
