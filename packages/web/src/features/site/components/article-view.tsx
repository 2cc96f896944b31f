import { formatDate, type ArticleDto } from '@atelier/core';
import { Anchor, Container, Divider, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { mediaUrl } from '../media-url';
import { SiteHtml } from './site-html';
import { SourcesList } from './sources-list';

export const ArticleView = ({ article }: { article: ArticleDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} component="article" lang={article.lang}>
      <Stack gap="md">
        <Anchor component={Link} to="/blog" fz="sm">
          {t('site.backToBlog')}
        </Anchor>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {article.meta.title}
        </Title>
        <Text fz="sm" c="dark.5">
          {t('site.byline', { date: formatDate(article.meta.date, locale), author: article.meta.author })}
        </Text>
        {article.lang !== locale && (
          <Text fz="sm" c="dark.5">
            {t('site.onlyInRomanian')}
          </Text>
        )}
        {article.meta.cover && <Image src={mediaUrl(article.meta.cover)} alt="" radius="md" width={1200} height={630} h="auto" />}
        <Text fz="lg" fw={500}>
          {article.meta.summary}
        </Text>
        <SiteHtml html={article.html} />
        {article.meta.sources.length > 0 && <Divider />}
        <SourcesList sources={article.meta.sources} />
      </Stack>
    </Container>
  );
};
