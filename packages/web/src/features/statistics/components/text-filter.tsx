import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const FILTER_DELAY_MS = 400;

/** A free-text filter (plate, category) that asks the server once the user stops typing. */
export const TextFilter = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => {
  const [text, setText] = useState(value);
  const push = useDebouncedCallback((next: string) => onChange(next.trim()), FILTER_DELAY_MS);
  return (
    <TextInput
      size="md"
      flex="1 1 200px"
      maw={{ sm: 260 }}
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
    />
  );
};
