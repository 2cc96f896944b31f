import { visibleFields, type AnafFix, type FormData, type FormDefinition } from '@atelier/core';

/**
 * The invoice's field that fixes one of ANAF's rejections (core's readAnafMessage): the field
 * holding the fix's role, the shown one where the form has several (a company buyer's CUI, an
 * individual's CNP); in a line's column for the lines, on the line ANAF's XPath names, or the only
 * line. Its path as the editor names its inputs (`client.county`, `lines.items[0].qty`); undefined
 * when the form has no such field.
 */
export const fieldForFix = ({ definition, data, fix, line }: { definition: FormDefinition; data: FormData; fix: AnafFix; line?: number | undefined }): string | undefined => {
  const candidates = fix.roles.flatMap((role) =>
    definition.steps.flatMap((step) => step.fields.filter((field) => field.role === role).map((field) => ({ step: step.name, field }))),
  );
  const visible = visibleFields(definition, data);
  const found = candidates.find(({ step, field }) => visible.has(`${step}.${field.name}`)) ?? candidates[0];
  if (!found) return undefined;
  const path = `${found.step}.${found.field.name}`;
  if (!fix.column || found.field.type !== 'array') return path;
  if (!found.field.item.some((column) => column.name === fix.column)) return path;
  const rows = data[found.step]?.[found.field.name];
  const count = Array.isArray(rows) ? rows.length : 0;
  const index = line !== undefined && line < count ? line : count === 1 ? 0 : undefined;
  return index === undefined ? path : `${path}[${index}].${fix.column}`;
};
