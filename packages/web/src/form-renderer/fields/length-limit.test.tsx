import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderUi } from '../../test/render-app';
import type { FieldOf } from '../core-types';
import { TextareaField, TextField } from './text-field';

const Harness = ({ type, maxLength }: { type: 'text' | 'textarea'; maxLength: number }) => {
  const [value, setValue] = useState('');
  const common = { path: 'notes.text', label: 'Observații', value, onChange: (next: unknown) => setValue(String(next)), locale: 'ro' as const, currency: 'RON' as const };
  return type === 'textarea' ? (
    <TextareaField {...common} field={{ name: 'text', type, label: 'Observații', maxLength } as FieldOf<'textarea'>} />
  ) : (
    <TextField {...common} field={{ name: 'text', type, label: 'Observații', maxLength } as FieldOf<'text'>} />
  );
};

const input = () => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>('Observații');

describe('the length limit of a text field', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
  });

  it('shows the limit of a textarea and counts as the user types', async () => {
    const user = userEvent.setup();
    renderUi(<Harness type="textarea" maxLength={2000} />);
    expect(screen.getByText('0 / 2.000 de caractere')).toBeTruthy();
    await user.type(input(), 'Zgomot la frânare');
    expect(screen.getByText('17 / 2.000 de caractere')).toBeTruthy();
  });

  it('refuses a paste that does not fit, whole and with a message, instead of keeping its beginning', async () => {
    const user = userEvent.setup();
    renderUi(<Harness type="textarea" maxLength={2000} />);
    await user.click(input());
    await user.paste('Plăcuțe uzate. '.repeat(1680));
    expect(input().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Textul lipit (25.200 de caractere) nu încape și nu a fost lipit; scurtați-l mai întâi.');
    await user.paste('Plăcuțe uzate.');
    expect(input().value).toBe('Plăcuțe uzate.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stops typing at the limit and says so', async () => {
    const user = userEvent.setup();
    renderUi(<Harness type="textarea" maxLength={5} />);
    await user.type(input(), 'abcdefgh');
    expect(input().value).toBe('abcde');
    expect(screen.getByRole('status').textContent).toBe('Ați atins numărul maxim de caractere.');
    expect(screen.getByText('5 / 5 caractere')).toBeTruthy();
  });

  it('shows the counter of a one-line field only near its limit', async () => {
    const user = userEvent.setup();
    renderUi(<Harness type="text" maxLength={20} />);
    await user.type(input(), 'Ana Pop');
    expect(screen.queryByText(/ \/ 20 de caractere/)).toBeNull();
    await user.type(input(), 'escu-Brâncov');
    expect(screen.getByText('19 / 20 de caractere')).toBeTruthy();
  });
});
