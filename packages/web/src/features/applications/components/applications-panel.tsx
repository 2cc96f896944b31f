import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-messages';
import { useForms } from '../api/get-forms';

/** The Applications tab: the forms this account may use, each opening a new document. */
export const ApplicationsPanel = () => {
  const { t } = useTranslation();
  const forms = useForms();

  if (forms.isPending) {
    return (
      <Group gap="sm" py="lg" role="status">
        <Loader size="sm" />
        <Text>{t('applications.loading')}</Text>
      </Group>
    );
  }
  if (forms.isError) {
    return (
      <Alert color="red" title={t('applications.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{describeError(t, forms.error)}</Text>
          <Button variant="light" color="red" onClick={() => void forms.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
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
