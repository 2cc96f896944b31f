/** Field paths as the API reports them: `client.name`, `parts.items[1].qty`. */
export const fieldPath = (step: string, field: string): string => `${step}.${field}`;

export const cellPath = (arrayPath: string, index: number, field: string): string => `${arrayPath}[${index}].${field}`;

export const stepOfPath = (path: string): string => path.split(/[.[]/, 1)[0] ?? path;

const CELL = /^(.*)\[(\d+)\]\.([^.[\]]+)$/;

/** `parts.items[1].qty` → { arrayPath: 'parts.items', index: 1, field: 'qty' }. */
export const parseCellPath = (path: string): { arrayPath: string; index: number; field: string } | undefined => {
  const match = CELL.exec(path);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { arrayPath: match[1], index: Number(match[2]), field: match[3] };
};

/** Errors of one array line move along when lines are removed or reordered: simplest is to drop them. */
export const withoutErrorsUnder = (errors: Record<string, string>, prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}[`) && !path.startsWith(`${prefix}.`)));
