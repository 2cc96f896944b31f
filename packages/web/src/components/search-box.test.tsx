import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-app';
import { SearchBox } from './search-box';

/** A list's state around the box: the search in force, and a button that clears it (as History's). */
const Harness = ({ initial = '', onSearch }: { initial?: string; onSearch: (term: string) => void }) => {
  const [term, setTerm] = useState(initial);
  return (
    <>
      <SearchBox
        label="Search"
        value={term}
        onSearch={(next) => {
          onSearch(next);
          setTerm(next);
        }}
      />
      <output aria-label="in force">{term}</output>
      <button type="button" onClick={() => setTerm('')}>
        Clear
      </button>
    </>
  );
};

const box = () => screen.getByRole('searchbox', { name: 'Search' });

describe('SearchBox', () => {
  it('searches once typing pauses, with the words trimmed, not at every letter', async () => {
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} />);
    await userEvent.setup().type(box(), ' ana ');
    expect((box() as HTMLInputElement).value).toBe(' ana ');
    await waitFor(() => expect(screen.getByRole('status', { name: 'in force' }).textContent).toBe('ana'));
    expect(onSearch.mock.calls).toEqual([['ana']]);
  });

  it('searches at once on Enter and when the box is left', () => {
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'popescu' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['popescu']]);
    fireEvent.change(box(), { target: { value: 'ion' } });
    fireEvent.blur(box());
    expect(onSearch.mock.calls).toEqual([['popescu'], ['ion']]);
  });

  it('does not search again for the search in force (a space typed after it)', () => {
    const onSearch = vi.fn();
    renderUi(<Harness initial="ana" onSearch={onSearch} />);
    expect((box() as HTMLInputElement).value).toBe('ana');
    fireEvent.change(box(), { target: { value: 'ana ' } });
    fireEvent.blur(box());
    expect(onSearch).not.toHaveBeenCalled();
    expect((box() as HTMLInputElement).value).toBe('ana ');
  });

  it('follows the search when it changes elsewhere (cleared)', () => {
    const onSearch = vi.fn();
    renderUi(<Harness initial="ana" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
