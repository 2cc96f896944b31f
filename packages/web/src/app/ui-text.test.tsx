import { PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderUi } from '../test/render-app';

// Every component's source, to find text written into it instead of the translation files.
const sources = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx', '!../test/**'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

// An attribute a person reads or hears (label, placeholder, aria-label...) given as a string literal.
const LITERAL_ATTRIBUTE = /\b(aria-label|aria-description|label|placeholder|title|alt|description|closeButtonLabel)=(?:"([^"]*\p{L}[^"]*)"|\{\s*['`]([^'`]*\p{L}[^'`]*)['`]\s*\})/gu;
const LITERAL_ARIA_PROP = /['"]aria-label['"]\s*:\s*['`]([^'`]*\p{L}[^'`]*)['`]/gu;
// Words between tags: `<Text>Save</Text>`, `>Total:`.
const JSX_TEXT = />[ \t]*(\p{L}[^<>{}\n=;()]*)<\//gu;

const found = (pattern: RegExp) =>
  Object.entries(sources).flatMap(([file, text]) => [...text.matchAll(pattern)].map((match) => `${file}: ${match[0]}`));

describe('text on screen', () => {
  afterEach(() => i18n.changeLanguage('ro'));

  it('reads the components from their sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('has no label, placeholder or aria-label written into a component', () => {
    expect(found(LITERAL_ATTRIBUTE)).toEqual([]);
    expect(found(LITERAL_ARIA_PROP)).toEqual([]);
  });

  it('has no words written between tags of a component', () => {
    expect(found(JSX_TEXT)).toEqual([]);
  });

  it("gives Mantine's own controls labels in the interface's language", async () => {
    await i18n.changeLanguage('ro');
    const view = renderUi(<PasswordInput label="x" />);
    expect(screen.getByRole('button', { name: 'Arată sau ascunde parola' })).toBeTruthy();
    view.unmount();
    await i18n.changeLanguage('it');
    renderUi(<PasswordInput label="x" />);
    expect(screen.getByRole('button', { name: 'Mostra o nascondi la password' })).toBeTruthy();
  });
});
