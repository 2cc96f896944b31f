import { Anchor, Badge, Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { categoryName } from '../../../lib/category-name';
import { useSession } from '../../../lib/session/session-store';
import { useLocale } from '../../../lib/use-locale';
import { samplePdfUrl, useCatalogPreview } from '../api/get-catalog-preview';
import { isUsable, useAccessStates } from '../use-access-states';
import { AddonHint } from './addon-hint';
import { CatalogActions } from './catalog-actions';
import { TradeBadges } from './trade-badges';

/**
 * One application of the catalogue at /catalog/{key}, before anyone asks for it: what it is, its
 * steps with their fields, its sample PDF, and the way to try, open or request it.
 */
export const CatalogAppView = ({ appKey }: { appKey: string }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const signedIn = session !== undefined && !session.claims.is_admin;
  const preview = useCatalogPreview(appKey);
  const { stateOf } = useAccessStates(signedIn);
  const notFound = isApiError(preview.error) && preview.error.status === 404;

  const content = () => {
    const data = preview.data;
    if (!data) return null;
    const { entry, steps } = data;
    const state = signedIn ? (stateOf?.(entry.id, entry.isPublic) ?? 'loading') : 'visitor';
    const pdf = samplePdfUrl(entry.key, locale, data.sampleVersion);
    return (
      <Stack gap="lg" component="article" aria-labelledby="catalog-app-title">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" tt="none" maw="100%">
              {categoryName(t, entry.category)}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              {t(`catalog.kinds.${entry.kind}`)}
            </Badge>
            {entry.isPublic && (
              <Badge variant="outline" color="teal" tt="none">
                {t('catalog.publicBadge')}
              </Badge>
            )}
          </Group>
          <Title order={1} fz={{ base: 28, sm: 36 }} id="catalog-app-title">
            {entry.title}
          </Title>
          {entry.description && (
            <Text c="dark.5" fz="lg">
              {entry.description}
            </Text>
          )}
          <TradeBadges trades={entry.trades} />
          {entry.addon && !isUsable(stateOf?.(entry.id, entry.isPublic)) && <AddonHint addon={entry.addon} />}
          <Group gap="sm">
            <CatalogActions entry={entry} state={state} returnTo={`/catalog/${entry.key}`} />
          </Group>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="catalog-app-steps">
          <Title order={2} fz={{ base: 20, sm: 24 }} id="catalog-app-steps">
            {t('catalog.stepsTitle', { count: steps.length })}
          </Title>
          <List type="ordered" spacing="sm">
            {steps.map((step, i) => (
              <List.Item key={i}>
                <Text fw={600}>{step.title}</Text>
                {step.description && <Text c="dimmed" fz="sm">{step.description}</Text>}
                <Text fz="sm" c="dark.4">
                  {step.fields.join(' · ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="catalog-app-sample">
          <Title order={2} fz={{ base: 20, sm: 24 }} id="catalog-app-sample">
            {t('catalog.sampleTitle')}
          </Title>
          <Text c="dimmed">{data.sample ? t('catalog.sampleText') : t('catalog.blankText')}</Text>
          <Button component="a" href={pdf} target="_blank" rel="noopener" variant="light" size="md" leftSection={<IconFileTypePdf size={18} aria-hidden />} w="fit-content">
            {t('catalog.openSample')}
          </Button>
          {/* Phones open PDFs in their own viewer: the frame is for wider screens. */}
          <Box visibleFrom="sm">
            <iframe src={pdf} title={t('catalog.sampleFrame', { title: entry.title })} style={{ width: '100%', height: 720, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} loading="lazy" />
          </Box>
        </Stack>
      </Stack>
    );
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to="/catalog" mb="lg" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden />
        {t('catalog.backToCatalog')}
      </Anchor>
      {notFound ? (
        <Text py="lg" role="status">
          {t('catalog.appNotFound')}
        </Text>
      ) : (
        <QueryState query={preview} errorTitle="catalog.loadError" loadingLabel="applications.loading">
          {content}
        </QueryState>
      )}
    </Container>
  );
};
