import { formatNumber } from '@atelier/core';
import { Group, Text } from '@mantine/core';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../core-types';

/** A one-line field shows its counter from this share of its limit on; a textarea always. */
const SHOWN_FROM = 0.8;

type Typing = HTMLInputElement | HTMLTextAreaElement;

/**
 * The definition's `maxLength` on a text field: typing stops at it (the `maxLength` attribute),
 * a counter shows the limit and how much is used, and a paste that would not fit is refused whole,
 * with a message, where the browser would keep its beginning and drop the rest without a word
 * (25,200 characters pasted, 2,000 kept, cut mid-word). Lengths are the attribute's (UTF-16
 * units), never fewer than the characters the server counts.
 */
export const useLengthLimit = ({ max, text, always, locale }: { max: number | undefined; text: string; always: boolean; locale: Locale }) => {
  const { t } = useTranslation();
  // The refused paste's length, shown until the text changes.
  const [refused, setRefused] = useState<{ length: number; text: string }>();
  if (max === undefined) return {};

  const onPaste = (event: ClipboardEvent<Typing>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const { selectionStart, selectionEnd, value } = event.currentTarget;
    const replaced = (selectionEnd ?? value.length) - (selectionStart ?? value.length);
    if (value.length - replaced + pasted.length <= max) return setRefused(undefined);
    event.preventDefault();
    setRefused({ length: pasted.length, text: value });
  };

  const limit = formatNumber(max, { locale });
  const message =
    refused?.text === text
      ? t('form.length.pasteRefused', { count: refused.length, value: formatNumber(refused.length, { locale }) })
      : text.length >= max
        ? t('form.length.full')
        : '';
  const shown = always || message !== '' || text.length >= max * SHOWN_FROM;
  const inputContainer = (input: ReactNode) => (
    <>
      {input}
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" mt={shown ? 4 : 0}>
        {/* Only the message is announced: a counter read out at every key would drown the typing. */}
        <Text size="xs" c="orange.9" role="status">
          {message}
        </Text>
        {shown && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('form.length.counter', { count: max, typed: formatNumber(text.length, { locale }), value: limit })}
          </Text>
        )}
      </Group>
    </>
  );
  return { maxLength: max, onPaste, inputContainer };
};
