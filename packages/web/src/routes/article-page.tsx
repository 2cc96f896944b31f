import { SLUG_PATTERN } from '@atelier/core';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../components/query-state';
import { ApiError } from '../lib/api-error';
import { ArticleView, useArticle } from '../features/site';

const NotFound = () => {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="sm" role="status">
        <Text fw={600} fz="lg">
          {t('site.articleNotFound')}
        </Text>
        <Anchor component={Link} to="/blog">
          {t('site.backToBlog')}
        </Anchor>
      </Stack>
    </Container>
  );
};

const Article = ({ slug }: { slug: string }) => {
  const article = useArticle(slug);
  if (article.error instanceof ApiError && article.error.code === 'not_found') return <NotFound />;
  return (
    <QueryState query={article} errorTitle="site.loadFailed" loadingLabel="site.loading">
      {() => article.data && <ArticleView article={article.data} />}
    </QueryState>
  );
};

/** SPEC §2 /blog/{slug}: one article. */
export const ArticlePage = () => {
  const { slug = '' } = useParams();
  if (!SLUG_PATTERN.test(slug)) return <NotFound />;
  return <Article slug={slug} />;
};
