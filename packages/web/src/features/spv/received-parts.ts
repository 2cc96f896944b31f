import { LINE_ITEM_SYNONYMS, UNIT_CODES, parseDecimal, toMoneyString, unitOfCode, type ArrayField, type FieldValue, type ScalarField, type SpvReceivedPickLineDto } from '@atelier/core';

/**
 * A received invoice's lines into a deviz's parts (issue 30): the array is found by its role
 * (`lines.parts`), its columns by their type, preferring the catalogue's names for each meaning
 * (core's LINE_ITEM_SYNONYMS: a `description` is a `name`, `hours` a `qty`), so an application
 * that names its columns its own way still takes the lines; one without such an array gets no picker.
 */

/** The columns a picked line fills: its name, quantity and unit price; the part's code and unit when the array has them. */
export type PartsColumns = { name: string; quantity: string; price: string; code?: string; unit?: ScalarField };

const editable = (field: ArrayField, types: readonly string[]) => field.item.filter((column) => !column.compute && types.includes(column.type));

/** The column of `types` named `wanted` or one of its synonyms, else the first of `types` not excluded. */
const columnFor = (field: ArrayField, types: readonly string[], wanted: string, exclude: readonly string[] = []): ScalarField | undefined => {
  const columns = editable(field, types);
  const names = [wanted, ...(LINE_ITEM_SYNONYMS[wanted] ?? [])];
  return names.map((name) => columns.find((column) => column.name === name)).find((column) => column !== undefined) ?? columns.find((column) => !exclude.includes(column.name));
};

export const partsColumnsOf = (field: ArrayField): PartsColumns | undefined => {
  if (field.role !== 'lines.parts') return undefined;
  const code = editable(field, ['text']).find((column) => column.name === 'code');
  const name = columnFor(field, ['text', 'textarea'], 'name', code ? [code.name] : []);
  const quantity = columnFor(field, ['number'], 'qty');
  const price = columnFor(field, ['money'], 'price');
  if (!name || !quantity || !price) return undefined;
  const unit = editable(field, ['select', 'radio', 'text']).find((column) => column.name === 'unit');
  return { name: name.name, quantity: quantity.name, price: price.name, ...(code ? { code: code.name } : {}), ...(unit ? { unit } : {}) };
};

/** The price paid plus the markup in percent, in money's decimals: "38.50" at 20 % → "46.20" (half-up, as documents round). */
export const markedUpPrice = (price: unknown, markup: unknown): string | undefined => {
  const paid = parseDecimal(price);
  const percent = parseDecimal(markup) ?? parseDecimal(0);
  if (!paid || !percent) return undefined;
  return toMoneyString(paid.times(percent.plus(100)).div(100));
};

/** The unit of a line among the column's choices (UN/ECE code → "buc", "l"…); free text takes ours for the code; undefined leaves the column's default. */
const unitValue = (column: ScalarField, code: string | null): string | undefined => {
  if (column.type === 'select' || column.type === 'radio') return unitOfCode(code, column.options.map((option) => option.value));
  return unitOfCode(code, Object.keys(UNIT_CODES));
};

/** One parts row from a received line at `markup` percent: the name, the supplier's code, quantity, unit and the marked-up unit price. */
export const partsRow = (columns: PartsColumns, line: SpvReceivedPickLineDto, markup: number): Record<string, FieldValue> => {
  const row: Record<string, FieldValue> = { [columns.name]: line.name };
  if (columns.code && line.code) row[columns.code] = line.code;
  if (line.quantity !== null) row[columns.quantity] = line.quantity;
  const unit = columns.unit ? unitValue(columns.unit, line.unit_code) : undefined;
  if (columns.unit && unit) row[columns.unit.name] = unit;
  const price = markedUpPrice(line.unit_price, markup);
  if (price !== undefined) row[columns.price] = price;
  return row;
};

/** A line's key in the picker (the invoice and its position). */
export const lineKey = (line: Pick<SpvReceivedPickLineDto, 'received_id' | 'index'>): string => `${line.received_id}:${line.index}`;
