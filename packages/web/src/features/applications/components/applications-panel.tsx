import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { useForms } from '../api/get-forms';

/** The Applications tab: the forms this account may use, each opening a new document. */
export const ApplicationsPanel = () => {
  const { t } = useTranslation();
  const forms = useForms();

  if (forms.isPending) return <LoadingLine label={t('applications.loading')} />;
  if (forms.isError) return <LoadErrorAlert title={t('applications.loadError')} error={forms.error} onRetry={() => void forms.refetch()} />;
  if (forms.data.length === 0) return <Text py="lg">{t('applications.empty')}</Text>;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {forms.data.map((form) => (
        <Card key={form.id} withBorder padding="lg" radius="md" component="article" aria-labelledby={`form-${form.id}`}>
          <Stack gap="sm" h="100%">
            <Group gap="xs">
              <Badge variant="light">{form.category}</Badge>
              <Badge variant="outline" color={form.access === 'allocated' ? 'indigo' : 'gray'}>
                {form.access === 'allocated' ? t('applications.allocated') : t('applications.standard')}
              </Badge>
            </Group>
            <Title order={2} fz="lg" id={`form-${form.id}`}>
              {form.title}
            </Title>
            {form.description && (
              <Text c="dimmed" fz="sm" lineClamp={3}>
                {form.description}
              </Text>
            )}
            <Button
              component={Link}
              to={`/documents/${form.id}?mode=edit`}
              state={{ start: 'form' }}
              mt="auto"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('applications.open')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
};
