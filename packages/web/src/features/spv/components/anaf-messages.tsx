import { readAnafMessage, type AnafMessage, type Locale } from '@atelier/core';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to a message's field: its path in the editor (undefined: the form has none), and what to do with it. */
export type AnafFixes = { fieldOf: (read: AnafMessage) => string | undefined; onFix: (path: string, words: string) => void };

/** ANAF's own text in the reader's language: the English half of "ro #en" outside Romanian, where ANAF wrote one. */
const anafText = (read: AnafMessage, locale: Locale) => (locale !== 'ro' && read.text.en ? read.text.en : read.text.ro);

/** What a rejection is about, in words ("Județul clientului…", on line 2), or ANAF's text where we do not know the rule. */
export const anafWords = (t: TFunction, read: AnafMessage, locale: Locale): string => {
  if (!read.fix) return anafText(read, locale);
  const words = t(`spv.fix.topics.${read.fix.topic}`);
  return read.line === undefined ? words : t('spv.fix.onLine', { words, line: read.line + 1 });
};

/**
 * A rejection's messages: each in words with ANAF's own text (and rule) beneath, a Fix that opens
 * the invoice's field with the message at it, and for the seller's data, the company profile (new
 * invoices take it from there). An unknown message is ANAF's text as it is.
 */
export const AnafMessages = ({ messages, locale, fixes }: { messages: string[]; locale: Locale; fixes?: AnafFixes | undefined }) => {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('spv.panel.anafMessages')}>
      {messages.map((message, index) => {
        const read = readAnafMessage(message);
        const words = anafWords(t, read, locale);
        const path = read.fix ? fixes?.fieldOf(read) : undefined;
        return (
          // ANAF may repeat a message: the index keeps each one.
          <li key={`${index}-${message}`}>
            <Text fz="sm" c="red.8" fw={read.fix ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
              {words}
            </Text>
            {read.fix && (
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {read.rule || read.terms.length > 0
                  ? t('spv.fix.anafSaid', { text: anafText(read, locale), rule: read.rule ?? read.terms.join(', ') })
                  : t('spv.fix.anafText', { text: anafText(read, locale) })}
              </Text>
            )}
            {(path || read.fix?.profile) && (
              <Group gap="sm" mt={4} wrap="wrap">
                {path && fixes && (
                  <Button size="compact-md" variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => fixes.onFix(path, t('spv.fix.atField', { words }))} aria-label={t('spv.fix.fixLabel', { words })}>
                    {t('spv.fix.fix')}
                  </Button>
                )}
                {read.fix?.profile && (
                  <Anchor component={Link} to="/profile" fz="sm">
                    {t('spv.fix.profile')}
                  </Anchor>
                )}
              </Group>
            )}
          </li>
        );
      })}
    </Stack>
  );
};
