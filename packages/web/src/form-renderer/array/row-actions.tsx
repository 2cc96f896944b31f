import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type RowActionsProps = { index: number; count: number; onMove: (from: number, to: number) => void; onRemove: (index: number) => void; size: 'lg' | 'xl' };

export const RowActions = ({ index, count, onMove, onRemove, size }: RowActionsProps) => {
  const { t } = useTranslation();
  const line = index + 1;
  const icon = size === 'xl' ? 24 : 20;
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon size={size} variant="default" aria-label={t('form.array.moveUp', { line })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <IconArrowUp size={icon} aria-hidden />
      </ActionIcon>
      <ActionIcon size={size} variant="default" aria-label={t('form.array.moveDown', { line })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        <IconArrowDown size={icon} aria-hidden />
      </ActionIcon>
      <ActionIcon size={size} variant="light" color="red" aria-label={t('form.array.remove', { line })} onClick={() => onRemove(index)}>
        <IconTrash size={icon} aria-hidden />
      </ActionIcon>
    </Group>
  );
};
