import { formatDate, type ArticleSummaryDto } from '@atelier/core';
import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { mediaUrl } from '../media-url';

/** One article of the blog list: cover, title (the link), date and author, summary. */
export const ArticleCard = ({ article }: { article: ArticleSummaryDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `article-${article.slug}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} lang={article.lang}>
      {article.meta.cover && (
        <Card.Section mb="sm">
          <Image src={mediaUrl(article.meta.cover)} alt="" h={160} fit="cover" loading="lazy" width={1200} height={630} />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Title order={2} fz="lg" id={headingId}>
          <Anchor component={Link} to={`/blog/${article.slug}`} c="dark.8" inherit>
            {article.meta.title}
          </Anchor>
        </Title>
        <Text fz="sm" c="dark.5">
          {t('site.byline', { date: formatDate(article.meta.date, locale), author: article.meta.author })}
        </Text>
        <Text fz="sm">{article.meta.summary}</Text>
      </Stack>
    </Card>
  );
};
