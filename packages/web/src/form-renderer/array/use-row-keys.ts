import { useState } from 'react';

let counter = 0;
const nextKey = (): number => {
  counter += 1;
  return counter;
};

/**
 * Stable React keys for array lines (which have no ids): they follow a line when it is moved or
 * another is removed, so a half-typed number stays in its own line. A change of length from outside
 * (reset, pre-fill, history pick) appends or drops keys at the end.
 */
export const useRowKeys = (length: number): [readonly number[], (keys: number[]) => void] => {
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length }, nextKey));
  if (keys.length !== length) {
    const adjusted = keys.length > length ? keys.slice(0, length) : [...keys, ...Array.from({ length: length - keys.length }, nextKey)];
    setKeys(adjusted);
    return [adjusted, setKeys];
  }
  return [keys, setKeys];
};
