import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** The pause in typing after which the search runs: one request per word typed, not per letter. */
export const SEARCH_DELAY_MS = 300;

type SearchBoxProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The search in force (the URL's or the page's): the box follows it when it changes elsewhere (cleared, Back). */
  value: string;
  /** The text typed, trimmed, once typing pauses; at once on Enter or when the box is left. Not called for the search in force. */
  onSearch: (term: string) => void;
  delay?: number;
};

/**
 * A list's search box, searched as one types (History, AutoPass, received invoices, the
 * directories…): what is typed shows at once, the search runs once typing pauses.
 */
export const SearchBox = ({ value, onSearch, delay = SEARCH_DELAY_MS, onBlur, onKeyDown, leftSection, ...props }: SearchBoxProps) => {
  const [text, setText] = useState(value);
  const [inForce, setInForce] = useState(value);
  // Changed elsewhere (a "clear" button, Back): the box shows it, unless that is what was typed
  // (typed "ana " searches "ana"). React's way to follow a prop: set while rendering.
  if (value !== inForce) {
    setInForce(value);
    if (value !== text.trim()) setText(value);
  }
  const search = useDebouncedCallback((typed: string) => {
    const term = typed.trim();
    if (term !== value) onSearch(term);
  }, delay);
  return (
    <TextInput
      type="search"
      leftSection={leftSection ?? <IconSearch size={18} aria-hidden />}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
        onKeyDown?.(event);
      }}
      // Leaving the box searches at once: a search still pending when a row is opened would land
      // after that click and bring the list back.
      onBlur={(event) => {
        search.flush();
        onBlur?.(event);
      }}
    />
  );
};
