import { type ArrayField, type FormDefinition, type ScalarField, type Step, type Total } from './definition.js';
import { type CompiledExpression, compileExpression } from './expression.js';
import { type EvalContext, makeResolver, type Scope } from './scope.js';

/** A problem in a definition, by JSON path: `steps[2].fields[0].type: unknown type "nuber"`. */
export type DefinitionProblem = { path: string; message: string };

type Compiled = CompiledExpression<EvalContext>;
type Base = { key: string; path: string; deps: string[]; visibleIf?: Compiled | undefined };
export type PlanNode = Base &
  (
    | { kind: 'step'; step: Step }
    | { kind: 'field'; step: Step; field: ScalarField; compute?: Compiled | undefined }
    | { kind: 'array'; step: Step; field: ArrayField }
    | { kind: 'item'; step: Step; array: ArrayField; field: ScalarField; compute?: Compiled | undefined }
    | { kind: 'total'; total: Total; compute?: Compiled | undefined }
  );

/** Every field, step and total of a definition in an order where each comes after what it reads. */
export type Plan = { nodes: PlanNode[]; problems: DefinitionProblem[] };

const build = (def: FormDefinition, problems: DefinitionProblem[]): PlanNode[] => {
  const nodes: PlanNode[] = [];
  const expr = (source: string | undefined, scope: Scope, path: string, deps: string[]): Compiled | undefined => {
    if (source === undefined) return undefined;
    const result = compileExpression(source, makeResolver(scope));
    if (!result.ok) {
      problems.push({ path, message: `${result.message} in "${source}"` });
      return undefined;
    }
    deps.push(...result.expression.refs);
    return result.expression;
  };
  def.steps.forEach((step, s) => {
    const stepKey = `step:${step.name}`;
    const deps: string[] = [];
    nodes.push({ kind: 'step', key: stepKey, path: `steps[${s}]`, step, deps, visibleIf: expr(step.visibleIf, { def }, `steps[${s}].visibleIf`, deps) });
    step.fields.forEach((field, f) => {
      const path = `steps[${s}].fields[${f}]`;
      const key = `${step.name}.${field.name}`;
      const scope = { def, step };
      const fieldDeps = [stepKey];
      const visibleIf = expr(field.visibleIf, scope, `${path}.visibleIf`, fieldDeps);
      if (field.type !== 'array') {
        nodes.push({ kind: 'field', key, path, step, field, deps: fieldDeps, visibleIf, compute: expr(field.compute, scope, `${path}.compute`, fieldDeps) });
        return;
      }
      if (field.compute !== undefined) problems.push({ path: `${path}.compute`, message: 'an array cannot be computed; compute its line fields instead' });
      nodes.push({ kind: 'array', key, path, step, field, deps: fieldDeps, visibleIf });
      field.item.forEach((itemField, i) => {
        const itemPath = `${path}.item[${i}]`;
        const itemScope = { def, step, array: field };
        const itemDeps = [key];
        const itemVisible = expr(itemField.visibleIf, itemScope, `${itemPath}.visibleIf`, itemDeps);
        const compute = expr(itemField.compute, itemScope, `${itemPath}.compute`, itemDeps);
        nodes.push({ kind: 'item', key: `${key}.${itemField.name}`, path: itemPath, step, array: field, field: itemField, deps: itemDeps, visibleIf: itemVisible, compute });
      });
    });
  });
  (def.totals ?? []).forEach((total, t) => {
    const deps: string[] = [];
    const path = `totals[${t}]`;
    nodes.push({ kind: 'total', key: `totals.${total.name}`, path, total, deps, compute: expr(total.compute, { def }, `${path}.compute`, deps) });
  });
  return nodes;
};

/** Depth-first order over the dependencies, keeping the definition order where nothing forces it. */
const order = (nodes: PlanNode[], problems: DefinitionProblem[]): PlanNode[] => {
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const state = new Map<string, 'visiting' | 'done'>();
  const sorted: PlanNode[] = [];
  const reported = new Set<string>();
  const visit = (node: PlanNode, trail: string[]): void => {
    const seen = state.get(node.key);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      if (reported.has(node.key)) return;
      reported.add(node.key);
      const cycle = [...trail.slice(trail.indexOf(node.key)), node.key].map((k) => k.replace(/^step:/, ''));
      problems.push({ path: node.path, message: `circular reference: ${cycle.join(' → ')}` });
      return;
    }
    state.set(node.key, 'visiting');
    for (const dep of node.deps) {
      const target = byKey.get(dep);
      if (target) visit(target, [...trail, node.key]);
    }
    state.set(node.key, 'done');
    sorted.push(node);
  };
  nodes.forEach((node) => visit(node, []));
  return sorted;
};

const plans = new WeakMap<FormDefinition, Plan>();

/** Compiles every expression of a definition once; kept per definition object. */
export const planOf = (def: FormDefinition): Plan => {
  let plan = plans.get(def);
  if (!plan) {
    const problems: DefinitionProblem[] = [];
    const nodes = order(build(def, problems), problems);
    plan = { nodes, problems };
    plans.set(def, plan);
  }
  return plan;
};
