import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FieldWarningView } from '../types';

/** A warning under an input: the value saves as it is; the button (if any) fixes it in one click. */
export const FieldWarningNote = ({ id, warning }: { id: string; warning: FieldWarningView }) => (
  <Group id={id} gap={6} mt={6} wrap="nowrap" align="flex-start" role="status">
    <IconAlertTriangle size={18} color="var(--mantine-color-orange-8)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
    <Text size="sm" c="orange.9" style={{ flex: 1, minWidth: 0 }}>
      {warning.message}
    </Text>
    {warning.fix && (
      <Button size="compact-sm" variant="light" color="orange" onClick={warning.fix.apply} style={{ flex: 'none' }}>
        {warning.fix.label}
      </Button>
    )}
  </Group>
);
