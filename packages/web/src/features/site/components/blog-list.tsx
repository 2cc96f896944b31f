import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';

/** Page links rather than buttons: every page of the list has its own address (?page=2) a search engine can follow. */
const PageLinks = ({ page, pages }: { page: number; pages: number }) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" component="nav" aria-label={t('site.blogPages')}>
      <Text fz="sm" c="dark.5">
        {t('pager.pageOf', { page, pages })}
      </Text>
      <Group gap="sm">
        {page > 1 && (
          <Button component={Link} to={page === 2 ? '/blog' : `/blog?page=${page - 1}`} variant="default" size="md" rel="prev">
            {t('site.newer')}
          </Button>
        )}
        {page < pages && (
          <Button component={Link} to={`/blog?page=${page + 1}`} variant="default" size="md" rel="next">
            {t('site.older')}
          </Button>
        )}
      </Group>
    </Group>
  );
};

export const BlogList = ({ page }: { page: number }) => {
  const { t } = useTranslation();
  const articles = useArticles(page);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('site.blogTitle')}
          </Title>
          <Text c="dark.5">{t('site.blogIntro')}</Text>
        </Stack>
        <QueryState query={articles} errorTitle="site.loadFailed" loadingLabel="site.loading">
          {() =>
            articles.data && articles.data.items.length > 0 ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {articles.data.items.map((article) => (
                    <ArticleCard key={article.slug} article={article} />
                  ))}
                </SimpleGrid>
                <PageLinks page={articles.data.page} pages={articles.data.pages} />
              </>
            ) : (
              <Text>{t('site.noArticles')}</Text>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
};
