import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { categoryName } from '../../../lib/category-name';
import { useSession } from '../../../lib/session/session-store';
import { useCatalog } from '../api/get-catalog';
import { isUsable, useAccessStates } from '../use-access-states';
import { AddonHint } from './addon-hint';
import { CatalogActions } from './catalog-actions';

/** One application of the catalogue at /catalog/{key}: what it is, and the way to try, open or request it. */
export const CatalogAppView = ({ appKey }: { appKey: string }) => {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== undefined && !session.claims.is_admin;
  const catalog = useCatalog();
  const { stateOf } = useAccessStates(signedIn);
  const entry = catalog.data?.find((e) => e.key === appKey);

  const content = () => {
    if (!entry) {
      return (
        <Text py="lg" role="status">
          {t('catalog.appNotFound')}
        </Text>
      );
    }
    const state = signedIn ? (stateOf?.(entry.id, entry.isPublic) ?? 'loading') : 'visitor';
    return (
      <Stack gap="md" component="article" aria-labelledby="catalog-app-title">
        <Group gap="xs">
          <Badge variant="light" tt="none" maw="100%">
            {categoryName(t, entry.category)}
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
        {entry.addon && !isUsable(stateOf?.(entry.id, entry.isPublic)) && <AddonHint addon={entry.addon} />}
        <Group gap="sm">
          <CatalogActions entry={entry} state={state} returnTo={`/catalog/${entry.key}`} />
        </Group>
      </Stack>
    );
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to="/catalog" mb="lg" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden />
        {t('catalog.backToCatalog')}
      </Anchor>
      <QueryState query={catalog} errorTitle="catalog.loadError" loadingLabel="applications.loading">
        {content}
      </QueryState>
    </Container>
  );
};
