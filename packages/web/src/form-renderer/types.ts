import type { ArrayField, CompanyLookupDto, FieldValue, FormDefinition, Locale, ScalarField, StepData } from '@atelier/core';
import type { ComponentType, ReactNode } from 'react';
import type { FieldOf } from './core-types';

export type Currency = FormDefinition['document']['currency'];
export type ScalarType = ScalarField['type'];
export type ArrayRow = Record<string, FieldValue>;

/** Messages by field path: `client.name`, `parts.items[1].qty`, `parts.items` (the whole list). */
export type FieldErrors = Record<string, string>;

/** A warning under a field (the value still saves), with an optional one-click fix. */
export type FieldWarningView = { message: string; fix?: { label: string; apply: () => void } };

/** What every scalar field component receives; `compact` is a table cell (label for screen readers only). */
export type ScalarFieldProps<F extends { type: ScalarType } = ScalarField> = {
  field: F;
  path: string;
  label: string;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  onBlur?: () => void;
  error?: string;
  warning?: FieldWarningView;
  readOnly?: boolean;
  placeholder?: string;
  compact?: boolean;
  locale: Locale;
  currency: Currency;
};

/** An array (repeatable group) editor: lines of scalar fields, rendered through the same registry. */
export type ArrayFieldProps = {
  field: ArrayField;
  path: string;
  label: string;
  rows: ArrayRow[];
  /** The lines with their computed values (e.g. `value = qty * price`). */
  computedRows: ArrayRow[];
  onChange: (rows: ArrayRow[]) => void;
  onBlurCell?: (path: string) => void;
  errors: FieldErrors;
  registry: FieldRegistry;
  labelFor: (itemField: ScalarField) => string;
  locale: Locale;
  currency: Currency;
  /** Optional "pick from history" control supplied by the page (the renderer makes no API calls). */
  HistoryPicker?: ComponentType<HistoryPickerProps>;
  /** Optional control that adds several lines at once from elsewhere (a supplier's invoice); it decides itself whether the array suits it. */
  LinesPicker?: ComponentType<LinesPickerProps>;
};

export type HistoryPickerProps = { field: ArrayField; path: string; onPick: (row: ArrayRow) => void };

/** `room`: how many lines the array still takes (undefined: no limit). */
export type LinesPickerProps = { field: ArrayField; path: string; room: number | undefined; onAdd: (rows: ArrayRow[]) => void };

type ScalarRegistry = { [K in ScalarType]: ComponentType<ScalarFieldProps<FieldOf<K>>> };

/** The one `type → component` table the renderer draws fields with (STYLE.md "The form engine"). */
export type FieldRegistry = ScalarRegistry & { array: ComponentType<ArrayFieldProps> };

export type PrefillResult = { data: StepData; createdAt: string } | undefined;

/** What the page lends the renderer: calls it must not make itself. */
export type RendererServices = {
  HistoryPicker?: ComponentType<HistoryPickerProps>;
  LinesPicker?: ComponentType<LinesPickerProps>;
  /** The last entry of a step (for steps with `prefill`); undefined when there is none. */
  prefillStep?: (stepName: string) => Promise<PrefillResult>;
  /** A company's data by CUI (ANAF's register), for steps with a company.cui or client.cui field. */
  lookupCompany?: (cui: string, signal?: AbortSignal) => Promise<CompanyLookupDto>;
};

export type StepActionsSlot = (stepIndex: number) => ReactNode;
