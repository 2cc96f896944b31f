import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PagerProps = { page: number; total: number; pageSize: number; onChange: (page: number) => void };

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** SPEC §9: 'page X of Y' beside large page buttons. */
export const Pager = ({ page, total, pageSize, onChange }: PagerProps) => {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="lg"
          siblings={0}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.goTo', { page: item }) })}
        />
      )}
    </Group>
  );
};
