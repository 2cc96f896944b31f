import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { SortState } from '../sort-rows';

const SortIcon = ({ direction }: { direction: SortState['direction'] | undefined }) => {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
};

type SortButtonProps = { label: string; direction: SortState['direction'] | undefined; numeric?: boolean | undefined; compact?: boolean; onClick: () => void };

/** A column's label that sorts by it: ascending, descending, then as the API sent it. `compact`: the phone's row of them. */
export const SortButton = ({ label, direction, numeric, compact = false, onClick }: SortButtonProps) => (
  <UnstyledButton onClick={onClick} fz={compact ? 'xs' : 'sm'} fw={compact ? 500 : 600}>
    <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
      <span>{label}</span>
      <SortIcon direction={direction} />
    </Group>
  </UnstyledButton>
);
