import { formatDate, type SitePageDto } from '@atelier/core';
import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { SiteHtml } from './site-html';
import { SourcesList } from './sources-list';

/** A content page (terms, privacy, cookies, anpc, legal, help): title, date of the text, text, legal sources. */
export const SitePageView = ({ page }: { page: SitePageDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} component="article" lang={page.lang}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {page.meta.title}
          </Title>
          <Text fz="sm" c="dark.5">
            {t('site.updated', { date: formatDate(page.meta.updated, locale) })}
          </Text>
          {page.lang !== locale && (
            <Text fz="sm" c="dark.5">
              {t('site.onlyInRomanian')}
            </Text>
          )}
        </Stack>
        <SiteHtml html={page.html} />
        {page.meta.sources.length > 0 && <Divider />}
        <SourcesList sources={page.meta.sources} />
      </Stack>
    </Container>
  );
};
