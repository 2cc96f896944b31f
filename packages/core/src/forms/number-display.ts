/**
 * Whether a number field's value is shown with thousands separators. A year and other whole numbers
 * with a small maximum (a count, a code) read wrong grouped: "2.016". The PDF, the preview and the
 * input all ask here, so a value looks the same everywhere.
 */
type NumberShape = { type: string; role?: string | undefined; decimals?: number | undefined; max?: number | undefined };

export const groupsDigits = (field: NumberShape): boolean => {
  if (field.type !== 'number') return true;
  if (field.role === 'vehicle.year') return false;
  return !(field.decimals === 0 && field.max !== undefined && field.max < 10_000);
};
