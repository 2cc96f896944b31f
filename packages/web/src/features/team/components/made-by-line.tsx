import type { DocumentDto } from '@atelier/core';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMadeBy } from '../use-made-by';

/** "Made by …" under a saved document's toolbar, when it tells something (see useMadeBy). */
export const MadeByLine = ({ document }: { document?: Pick<DocumentDto, 'created_by'> }) => {
  const { t } = useTranslation();
  const madeBy = useMadeBy();
  const author = document && madeBy(document);
  if (!author) return null;
  return (
    <Text fz="sm" c="dimmed" mt={-8} style={{ overflowWrap: 'anywhere' }}>
      {t('history.madeBy', { name: author })}
    </Text>
  );
};
