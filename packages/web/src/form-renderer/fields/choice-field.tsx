import { Checkbox, Group, Radio, Select, Stack } from '@mantine/core';
import type { FieldOf } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText, inputProps } from './common';

const SEARCHABLE_FROM = 8;

export const SelectField = (props: ScalarFieldProps<FieldOf<'select'>>) => {
  const { field, value, onChange, readOnly } = props;
  return (
    <Select
      {...inputProps(props)}
      data={field.options}
      value={asText(value) || null}
      onChange={(next) => onChange(next)}
      searchable={field.options.length >= SEARCHABLE_FROM}
      clearable={field.required !== true && !readOnly}
      allowDeselect={field.required !== true}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
};

/** Radios as large rows: easy to hit with a thumb. Few options sit side by side on a desktop. */
export const RadioField = (props: ScalarFieldProps<FieldOf<'radio'>>) => {
  const { field, value, onChange, readOnly, compact } = props;
  const { label, description, error, withAsterisk, id, onBlur } = inputProps(props);
  const Layout = field.options.length <= 3 && !compact ? Group : Stack;
  return (
    <Radio.Group
      id={id}
      label={label}
      aria-label={compact ? props.label : undefined}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      value={asText(value)}
      onChange={(next) => !readOnly && onChange(next)}
      onBlur={onBlur}
    >
      <Layout gap="md" mt={label ? 'xs' : 0}>
        {field.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} size="md" disabled={readOnly} styles={{ label: { paddingBlock: 4 } }} />
        ))}
      </Layout>
    </Radio.Group>
  );
};

export const CheckboxField = (props: ScalarFieldProps<FieldOf<'checkbox'>>) => {
  const { value, onChange, readOnly, compact, label, error, path, field, onBlur } = props;
  return (
    <Checkbox
      id={path}
      size="md"
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      description={compact ? undefined : field.help}
      error={error}
      checked={value === true}
      disabled={readOnly}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      mt={compact ? 0 : 'xs'}
    />
  );
};
