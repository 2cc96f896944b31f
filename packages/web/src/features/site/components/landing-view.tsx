import type { LandingDto, SiteExtrasDto } from '@atelier/core';
import { Accordion, Blockquote, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { SiteHtml } from './site-html';

type LandingViewProps = {
  landing: LandingDto;
  /** What the operator published: each section is left out while it is empty (never invented). */
  extras: SiteExtrasDto | undefined;
  /** The catalogue applications the page leads to (composed by the route). */
  applications: ReactNode;
};

const Figures = ({ marketing }: { marketing: SiteExtrasDto['marketing'] }) => {
  const { t } = useTranslation();
  const items = [
    marketing.since !== undefined && t('site.since', { year: marketing.since }),
    marketing.workshops !== undefined && t('site.workshops', { count: marketing.workshops }),
  ].filter((item): item is string => typeof item === 'string');
  if (items.length === 0) return null;
  return (
    <Group gap="lg">
      {items.map((item) => (
        <Text key={item} fw={700} c="indigo.8">
          {item}
        </Text>
      ))}
    </Group>
  );
};

const Testimonials = ({ testimonials }: { testimonials: SiteExtrasDto['testimonials'] }) => {
  const { t } = useTranslation();
  if (testimonials.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="testimonials-title">
      <Title order={2} id="testimonials-title">
        {t('site.testimonials')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {testimonials.map((item) => (
          <Blockquote key={`${item.name}-${item.quote.slice(0, 20)}`} cite={[item.name, item.business, item.city].filter(Boolean).join(', ')} p="md">
            {item.quote}
          </Blockquote>
        ))}
      </SimpleGrid>
    </Stack>
  );
};

export const LandingView = ({ landing, extras, applications }: LandingViewProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} lang={landing.lang}>
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {landing.meta.title}
          </Title>
          <Text fz="lg" c="dark.6">
            {landing.meta.description}
          </Text>
          {landing.lang !== locale && (
            <Text fz="sm" c="dark.5">
              {t('site.onlyInRomanian')}
            </Text>
          )}
          {extras && <Figures marketing={extras.marketing} />}
          <Group gap="sm">
            <Button component={Link} to="/register" size="md">
              {t('site.startTrial')}
            </Button>
            <Button component={Link} to="/contact" size="md" variant="default">
              {t('site.askUs')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="applications-title">
          <Title order={2} id="applications-title">
            {t('site.applications')}
          </Title>
          {applications}
        </Stack>
        <SiteHtml html={landing.html} />
        {extras && <Testimonials testimonials={extras.testimonials} />}
        {landing.meta.faq.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="faq-title">
            <Title order={2} id="faq-title">
              {t('site.faq')}
            </Title>
            <Accordion variant="separated" multiple>
              {landing.meta.faq.map((item) => (
                <Accordion.Item key={item.q} value={item.q}>
                  <Accordion.Control>
                    <Text component="span" fw={600}>
                      {item.q}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>{item.a}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            {/* The accordion opens with JavaScript only: a reader without it (a crawler) gets the answers here. */}
            <noscript>
              <dl>
                {landing.meta.faq.map((item) => (
                  <Fragment key={item.q}>
                    <dt>{item.q}</dt>
                    <dd>{item.a}</dd>
                  </Fragment>
                ))}
              </dl>
            </noscript>
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby="contact-title" align="flex-start">
          <Title order={2} id="contact-title">
            {t('site.contactTitle')}
          </Title>
          <Text>{t('site.contactText')}</Text>
          <Button component={Link} to="/contact" size="md">
            {t('site.contactButton')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
};
