import type { FindItemDto } from '@atelier/core';
import { Loader, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useFind } from '../api/find';
import { FindResults } from './find-results';

type FindFieldProps = {
  /** In the bar: the results float under the field. In the phone's overlay: they follow it. */
  floating: boolean;
  autoFocus?: boolean;
  /** An item was opened, or Escape pressed on an empty field (the overlay closes). */
  onDone?: () => void;
};

/**
 * The find box's field (issue 31): as the user types, the groups of what matches (vehicles,
 * customers, documents); arrows move through them, Enter opens the one chosen (the first without
 * one), Escape closes the list, then empties the field (in the overlay, closes it).
 */
export const FindField = ({ floating, autoFocus = false, onDone }: FindFieldProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { q, enabled, query, settled } = useFind(text, locale);
  const groups = enabled && query.data ? query.data.groups : [];
  const items = groups.flatMap((group) => group.items);
  // Where the arrows are, in the answer they moved in: a new answer starts again from the top.
  const [cursor, setCursor] = useState<{ answer: unknown; index: number }>({ answer: undefined, index: -1 });
  const active = cursor.answer === query.data ? cursor.index : -1;
  const setActive = (move: (current: number) => number) => setCursor({ answer: query.data, index: move(active) });

  const pick = (item: FindItemDto) => {
    setText('');
    setOpen(false);
    void navigate(item.path);
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step < 0 ? items.length - 1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Enter') {
      const item = items[active] ?? (settled ? items[0] : undefined);
      if (!item) return;
      event.preventDefault();
      pick(item);
    } else if (event.key === 'Escape') {
      // In the overlay, Escape closes it (its dialog does too).
      if (!floating) onDone?.();
      else if (open && text) {
        event.stopPropagation();
        setOpen(false);
      } else if (text) {
        event.stopPropagation();
        setText('');
      } else onDone?.();
    }
  };

  const shown = open && text.trim().length > 0;
  const status = () => {
    if (!enabled) return t('find.hint');
    if (query.isError) return describeError(t, query.error, { fallback: 'find.failed' });
    if (query.data === undefined || !settled) return t('find.searching');
    return groups.length === 0 ? t('find.none', { q }) : undefined;
  };
  const message = shown ? status() : undefined;
  const list = shown && (
    <>
      {groups.length > 0 && <FindResults id={listId} groups={groups} active={active} optionId={optionId} onPick={pick} />}
      {message && (
        <Text fz="sm" c="dimmed" px="sm" py="xs" role="status">
          {message}
        </Text>
      )}
    </>
  );

  return (
    <div style={{ position: 'relative' }}>
      <TextInput
        type="search"
        role="combobox"
        aria-label={t('find.label')}
        aria-expanded={shown && groups.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        // The dialog's focus trap gives its first focus to this mark (else to its close button).
        data-autofocus={autoFocus || undefined}
        placeholder={t('find.placeholder')}
        leftSection={query.isFetching && enabled ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        size={floating ? 'sm' : 'md'}
      />
      {list &&
        (floating ? (
          <Paper shadow="md" withBorder pos="absolute" top="calc(100% + 4px)" right={0} w="max(100%, 24rem)" mah="70vh" style={{ overflowY: 'auto', zIndex: 300 }}>
            {list}
          </Paper>
        ) : (
          <div style={{ marginTop: 8 }}>{list}</div>
        ))}
    </div>
  );
};
