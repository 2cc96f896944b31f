import { APP_VERSION } from '@atelier/core';
import { Anchor, Box, Container, Divider, Group, Stack, Text, Title, type BoxProps } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnpcLinks, OperatorContact, useOperator } from '../../features/site';

type FooterLink = { label: ParseKeys; to: string };

const QUICK_LINKS: FooterLink[] = [
  { label: 'footer.home', to: '/' },
  { label: 'footer.catalog', to: '/catalog' },
  { label: 'footer.pricing', to: '/pricing' },
  { label: 'footer.help', to: '/help' },
  { label: 'footer.contactPage', to: '/contact' },
  { label: 'footer.blog', to: '/blog' },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: 'footer.terms', to: '/terms' },
  { label: 'footer.privacy', to: '/privacy' },
  { label: 'footer.cookies', to: '/cookies' },
  { label: 'footer.anpc', to: '/anpc' },
  { label: 'footer.legalNotice', to: '/legal' },
];

const Column = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6} component="section">
    <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb={4}>
      {title}
    </Title>
    {children}
  </Stack>
);

/**
 * The footer's columns: the about text and the contact a row each and the two link lists side by
 * side on a phone, four columns from md. Flex boxes with responsive widths rather than Mantine's
 * Grid, which would put ~2 KB brotli on every first page.
 */
const FOOTER_COLUMN_WIDTHS = {
  wide: { base: '100%', md: '25%' },
  quickLinks: { base: `${(5 / 12) * 100}%`, xs: '50%', md: '25%' },
  legal: { base: `${(7 / 12) * 100}%`, xs: '50%', md: '25%' },
} as const satisfies Record<string, BoxProps['w']>;

const FooterColumn = ({ width, children }: { width: keyof typeof FOOTER_COLUMN_WIDTHS; children: ReactNode }) => (
  <Box w={FOOTER_COLUMN_WIDTHS[width]} px="md">
    {children}
  </Box>
);

const LinkList = ({ links }: { links: FooterLink[] }) => {
  const { t } = useTranslation();
  return links.map((link) => (
    <Anchor key={link.to} component={Link} to={link.to} c="dark.6" py={4}>
      {t(link.label)}
    </Anchor>
  ));
};

export const SiteFooter = () => {
  const { t } = useTranslation();
  // Until the server answers (or if it cannot), the contact column is simply left out.
  const operator = useOperator().data ?? {};
  const hasContact = Boolean(operator.email || operator.phone || operator.whatsapp || operator.address);
  return (
    <Box component="footer" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="xl">
        <Box display="flex" mx="calc(-1 * var(--mantine-spacing-md))" style={{ flexWrap: 'wrap', rowGap: 'var(--mantine-spacing-xl)' }}>
          <FooterColumn width="wide">
            <Stack gap="xs">
              <Text fw={800} fz="lg" c="indigo.8">
                {t('app.name')}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('footer.about')}
              </Text>
            </Stack>
          </FooterColumn>
          <FooterColumn width="quickLinks">
            <Column title={t('footer.quickLinks')}>
              <LinkList links={QUICK_LINKS} />
            </Column>
          </FooterColumn>
          <FooterColumn width="legal">
            <Column title={t('footer.legal')}>
              <LinkList links={LEGAL_LINKS} />
              <AnpcLinks pictograms={operator.pictograms} />
            </Column>
          </FooterColumn>
          {hasContact && (
            <FooterColumn width="wide">
              <Column title={t('footer.contact')}>
                <OperatorContact operator={operator} color="dark.6" />
              </Column>
            </FooterColumn>
          )}
        </Box>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('footer.version', { version: APP_VERSION })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
};
