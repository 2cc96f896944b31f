import { ArrayFieldEditor } from './array/array-field';
import { CheckboxField, RadioField, SelectField } from './fields/choice-field';
import { CodeField } from './fields/code-field';
import { ImageField } from './fields/image-field';
import { NumberField } from './fields/number-field';
import { SignatureField } from './fields/signature-field';
import { DateField, DateTimeField, TimeField } from './fields/temporal-field';
import { TextareaField, TextField } from './fields/text-field';
import type { FieldRegistry } from './types';

/**
 * The default `type → component` table. The renderer is given a registry (it imports no field
 * itself), so a page or a test can swap one component without touching the renderer.
 */
export const defaultFieldRegistry: FieldRegistry = {
  text: TextField,
  email: TextField,
  phone: TextField,
  textarea: TextareaField,
  number: NumberField,
  money: NumberField,
  percent: NumberField,
  date: DateField,
  time: TimeField,
  datetime: DateTimeField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  cui: CodeField,
  cnp: CodeField,
  iban: CodeField,
  plate: CodeField,
  vin: CodeField,
  signature: SignatureField,
  image: ImageField,
  array: ArrayFieldEditor,
};
