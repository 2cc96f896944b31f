import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The laws a page or article relies on, from its front matter. */
export const SourcesList = ({ sources }: { sources: string[] }) => {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="sources-title">
      <Title order={2} fz="md" id="sources-title">
        {t('site.sources')}
      </Title>
      <List fz="sm" spacing={4}>
        {sources.map((source) => (
          <List.Item key={source}>
            <Text fz="sm" c="dark.5" component="span">
              {source}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
};
