import { formatDate, LANG_PARAM, type Locale, type PublicDocumentDto } from '@atelier/core';
import { Alert, Button, Container, Group, Image, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCode, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { useServerPageReport } from '../../../lib/server-page';
import { useCustomerPage } from '../api/customer-page';
import { browserLocale, firstLocale, PAGE_LOCALES } from '../customer-locale';
import { AnswerForm } from './answer-form';
import { AnswerSummary } from './answer-summary';
import { DocumentView, LineRow } from './document-view';
import { LineCheckbox } from './line-checkbox';
import { contactFromDetails, WorkshopContact } from './workshop-contact';

const onLanguageChange = (changed: () => void) => {
  window.addEventListener('languagechange', changed);
  return () => window.removeEventListener('languagechange', changed);
};

/** Search engines never index a customer's document (the server sends X-Robots-Tag and the same tag in its HTML). */
const NoIndex = () => <meta name="robots" content="noindex, nofollow" />;

const Shell = ({ children, locale, onLocale }: { children: React.ReactNode; locale: Locale; onLocale: (next: Locale) => void }) => {
  const { t } = useTranslation();
  return (
    <Container size="sm" px="sm" py="md">
      <NoIndex />
      <Group justify="flex-end" mb="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('sharing.page.language')}
          value={locale}
          onChange={(value) => onLocale(value as Locale)}
          data={PAGE_LOCALES.map((value) => ({ value, label: value.toUpperCase(), title: t(`languages.${value}`) }))}
        />
      </Group>
      {children}
    </Container>
  );
};

/**
 * Without JavaScript the page is read, not answered (the signature is drawn, the lines ticked by
 * the app): the form is hidden and the customer told how to answer. Only a browser without
 * JavaScript reads a noscript element's content.
 */
const NeedsJavaScript = ({ action }: { action: PublicDocumentDto['action'] }) => {
  const { t } = useTranslation();
  return (
    <noscript>
      <style>{'[data-needs-js]{display:none}'}</style>
      <Alert color="blue" title={t(action === 'sign' ? 'sharing.page.noScriptSignTitle' : 'sharing.page.noScriptApproveTitle')}>
        {t('sharing.page.noScriptText')}
      </Alert>
    </noscript>
  );
};

/** The document with its answer: the form for the action the document asks for, or the answer already given. */
const CustomerDocument = ({ token, page, locale }: { token: string; page: PublicDocumentDto; locale: Locale }) => {
  const { t } = useTranslation();
  const { business, document } = page;
  const allLines = useMemo(() => new Set(document.lines.map((line) => line.index)), [document.lines]);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(allLines);
  // Thanked only right after answering here, not on a later visit.
  const [answeredHere, setAnsweredHere] = useState(false);
  const answering = page.action !== 'view' && page.answer === null;
  const toggle = (index: number, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  const lines =
    answering && page.action === 'approve'
      ? document.lines.map((line) => (
          <LineRow
            key={line.index}
            line={line}
            control={
              // Ticks are the answer's: hidden with it without JavaScript (NeedsJavaScript).
              <div data-needs-js="">
                <LineCheckbox line={line} checked={ticked.has(line.index)} onChange={(on) => toggle(line.index, on)} />
              </div>
            }
          />
        ))
      : undefined;

  return (
    <Stack gap="md">
      <title>{`${document.title} ${document.number} · ${business.name}`}</title>
      <Group gap="sm" wrap="nowrap" align="center">
        {/* A wide logo keeps room for the name on a 360 px phone. */}
        {business.logo_url && <Image src={business.logo_url} alt="" h={48} w="auto" maw="60%" fit="contain" style={{ flex: 'none' }} />}
        <Text fw={800} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {business.name}
        </Text>
      </Group>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {document.title}
        </Title>
        <Text c="dimmed">
          {[t('sharing.page.number', { number: document.number }), document.date ? t('sharing.page.dated', { date: document.date }) : ''].filter(Boolean).join(' ')}
        </Text>
      </div>
      <Group gap="sm" grow wrap="wrap">
        <Button component="a" href={page.pdf_url} size="md" leftSection={<IconFileTypePdf size={20} aria-hidden />} target="_blank" rel="noopener">
          {t('sharing.page.downloadPdf')}
        </Button>
        {page.xml_url && (
          <Button component="a" href={page.xml_url} size="md" variant="default" leftSection={<IconCode size={20} aria-hidden />} download>
            {t('sharing.page.downloadXml')}
          </Button>
        )}
      </Group>
      <DocumentView document={document} lines={lines} />
      {page.answer && <AnswerSummary answer={page.answer} lines={document.lines} locale={locale} thanks={answeredHere} />}
      {answering && <NeedsJavaScript action={page.action} />}
      {answering && (
        <div data-needs-js="">
          <AnswerForm token={token} page={page} locale={locale} ticked={ticked} onAnswered={() => setAnsweredHere(true)} />
        </div>
      )}
      <WorkshopContact contact={{ phone: business.phone, email: business.email, address: business.address }} />
      <Text c="dimmed" fz="sm">
        {t('sharing.page.validUntil', { date: formatDate(new Date(page.expires_at), locale) })}
      </Text>
    </Stack>
  );
};

/** An unknown or withdrawn link, an expired one (with the workshop's contact), or a failure to load. */
const LinkProblem = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  // The server's HTML of the page says it too (a wrong link's is 404, as the API's answer).
  useServerPageReport({ status: isApiError(error) ? (error.status === 400 ? 404 : error.status) : 500 });
  if (isApiError(error) && error.status === 410) {
    return (
      <Stack gap="md">
        <Alert color="orange" title={t('sharing.page.expiredTitle')} role="alert">
          {t('sharing.page.expiredText')}
        </Alert>
        <WorkshopContact contact={contactFromDetails(error.details)} title={false} />
      </Stack>
    );
  }
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <Alert color="gray" title={t('sharing.page.notFoundTitle')} role="alert">
        {t('sharing.page.notFoundText')}
      </Alert>
    );
  }
  return <LoadErrorAlert title={t('sharing.page.loadFailed')} error={error} onRetry={onRetry} />;
};

/**
 * /d/{token}: a customer's document without an account, phone first. The language: the address's,
 * else the browser's, else the one the document was sent in (the server's answer says it).
 */
export const CustomerPage = () => {
  const { token = '' } = useParams();
  const { i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // The first render is the server's (no browser language there), so that the browser takes the
  // server's HTML over as it is; the browser's language follows at once.
  const fromBrowser = useSyncExternalStore(onLanguageChange, () => browserLocale(), () => undefined);
  const [picked, setPicked] = useState<Locale | undefined>();
  const chosen = picked ?? firstLocale(search.get(LANG_PARAM), []) ?? fromBrowser;
  const query = useCustomerPage(token, chosen);
  const locale = chosen ?? query.data?.locale ?? (i18n.resolvedLanguage as Locale | undefined) ?? 'ro';

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  // On the server (no effects there): drawn in the language chosen, once it is known.
  useServerPageReport(chosen || query.data ? { locale } : {});

  const choose = (next: Locale) => {
    setPicked(next);
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set(LANG_PARAM, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Shell locale={locale} onLocale={choose}>
      {query.isPending && <LoadingLine label={i18n.t('sharing.page.loading')} />}
      {query.isError && <LinkProblem error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <CustomerDocument key={query.data.document.version} token={token} page={query.data} locale={locale} />}
    </Shell>
  );
};
