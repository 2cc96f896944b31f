import { LOCALES, type DocumentDto, type Locale, type ShareChannel } from '@atelier/core';
import { Alert, Button, Group, Modal, Radio, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useMinWidth } from '../../../lib/use-min-width';
import { useDocumentSharing, useSendDocument } from '../api/document-sharing';
import { messageWithLink, smsAppUrl, whatsappUrl } from '../share-links';

type Props = { document: DocumentDto; opened: boolean; onClose: () => void };

/** The channels this screen offers: the server's (SMS only with its gateway), a phone's own apps on a phone, the link always. */
export const channelsFor = ({ smsAvailable, phone }: { smsAvailable: boolean; phone: boolean }): ShareChannel[] => [
  'email',
  ...(smsAvailable ? (['sms'] as const) : []),
  ...(phone ? (['whatsapp', 'sms_app'] as const) : []),
  'link',
];

const byEmail = (channel: ShareChannel) => channel === 'email';
const needsRecipient = (channel: ShareChannel) => channel !== 'link';

type Done = { channel: ShareChannel; to: string; url: string; copied: boolean; opener?: string };

/** Opens the phone's app on a URL; a blocked window leaves the link on screen to tap. */
const openApp = (href: string) => {
  try {
    window.open(href, '_blank', 'noopener');
  } catch {
    // The link stays on screen.
  }
};

/**
 * "Send": the channel, the recipient (the document's client e-mail or phone), a message in the
 * customer's language and that language. The server makes the link; e-mail and SMS it sends
 * itself, WhatsApp and the SMS app open on the phone with the text, a copied link goes to the
 * clipboard.
 */
export const SendDialog = ({ document, opened, onClose }: Props) => {
  const { t, i18n } = useTranslation();
  const phone = !useMinWidth('sm');
  const sharing = useDocumentSharing(document.id, opened);
  const send = useSendDocument(document.id);
  const channels = channelsFor({ smsAvailable: sharing.data?.sms_available === true, phone });
  const [channel, setChannel] = useState<ShareChannel>('email');
  const [locale, setLocale] = useState<Locale>('ro');
  const [email, setEmail] = useState(document.facts['client.email'] ?? '');
  const [phoneNumber, setPhoneNumber] = useState(document.facts['client.phone'] ?? '');
  const defaultMessage = (l: Locale) =>
    i18n.getFixedT(l)('sharing.send.defaultMessage', { title: document.form_title ?? '', number: document.number, business: document.facts['company.name'] ?? '' });
  const [message, setMessage] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<Done | undefined>();
  const text = message ?? defaultMessage(locale);
  const to = byEmail(channel) ? email : phoneNumber;

  const close = () => {
    send.reset();
    setDone(undefined);
    onClose();
  };

  const submit = () => {
    if (needsRecipient(channel) && !to.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate(
      { channel, locale, message: text.trim(), ...(needsRecipient(channel) ? { to: to.trim() } : {}) },
      {
        onSuccess: async ({ url }) => {
          const full = messageWithLink(text, url);
          if (channel === 'whatsapp' || channel === 'sms_app') {
            const opener = channel === 'whatsapp' ? whatsappUrl(to, full) : smsAppUrl(to, full);
            openApp(opener);
            setDone({ channel, to, url, copied: false, opener });
            return;
          }
          let copied = false;
          if (channel === 'link') copied = await navigator.clipboard?.writeText(url).then(() => true, () => false) ?? false;
          setDone({ channel, to: to.trim(), url, copied });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('sharing.send.title')} size="lg" fullScreen={phone}>
      {done ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {done.channel === 'link' && !done.copied ? t('sharing.send.copyByHand') : t(`sharing.send.done.${done.channel}`, { to: done.to })}
          </Alert>
          {done.opener && (
            <Button component="a" href={done.opener} target="_blank" rel="noopener" size="md" variant="light">
              {t(`sharing.send.submit.${done.channel as 'whatsapp' | 'sms_app'}`)}
            </Button>
          )}
          {done.channel !== 'email' && done.channel !== 'sms' && <TextInput readOnly value={done.url} aria-label={t('sharing.send.copyByHand')} onFocus={(event) => event.currentTarget.select()} />}
          <Group justify="flex-end">
            <Button onClick={close}>{t('sharing.send.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Radio.Group label={t('sharing.send.channel')} value={channel} onChange={(value) => setChannel(value as ShareChannel)}>
              <Group gap="md" mt="xs">
                {channels.map((one) => (
                  <Radio key={one} value={one} label={t(`sharing.send.options.${one}`)} />
                ))}
              </Group>
            </Radio.Group>
            {needsRecipient(channel) &&
              (byEmail(channel) ? (
                <TextInput size="md" type="email" label={t('sharing.send.email')} value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={missing ? t('sharing.send.recipientRequired') : undefined} required />
              ) : (
                <TextInput size="md" type="tel" label={t('sharing.send.phone')} value={phoneNumber} onChange={(event) => setPhoneNumber(event.currentTarget.value)} error={missing ? t('sharing.send.recipientRequired') : undefined} required />
              ))}
            <div>
              <Text fz="sm" fw={500} mb={4} id="send-locale-label">
                {t('sharing.send.locale')}
              </Text>
              <SegmentedControl
                aria-labelledby="send-locale-label"
                value={locale}
                onChange={(value) => setLocale(value as Locale)}
                data={LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              />
            </div>
            <Textarea size="md" label={t('sharing.send.message')} value={text} onChange={(event) => setMessage(event.currentTarget.value)} autosize minRows={3} maxLength={1000} />
            {send.isError && (
              <Alert color="red" role="alert">
                {describeError(t, send.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={send.isPending}>
                {t(`sharing.send.submit.${channel}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
