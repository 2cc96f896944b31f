import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { CHUNK_LOAD_TIMEOUT_MS, lazyPage } from '../lib/lazy-page';

const renderPage = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ChunkErrorBoundary resetKey="/">
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </ChunkErrorBoundary>
      </MantineProvider>
    </I18nextProvider>,
  );

describe('lazyPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the load error with a reload button when a chunk never arrives', async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(lazyPage(() => new Promise(() => undefined)));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByText(/The page could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('shows the load error when the chunk fails to download', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect(await screen.findByText(/The page could not be loaded/)).toBeTruthy();
  });
});
