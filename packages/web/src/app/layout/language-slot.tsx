import { Suspense, useState } from 'react';
import { currentLocale } from '../../i18n';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { lazyPage } from '../../lib/lazy-page';
import { LanguageButton } from './language-button';

const LanguageMenu = lazyPage(() => import('./language-menu').then((m) => m.LanguageMenu));

/**
 * The bar's language button. The menu's chunk is fetched on the first click, and the menu opens
 * as soon as it has arrived (its open state lives here, so the click is not lost in between).
 */
export const LanguageSlot = () => {
  const [loaded, setLoaded] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (
    <LanguageButton
      active={currentLocale()}
      onClick={() => {
        setLoaded(true);
        setOpened(true);
      }}
    />
  );
  if (!loaded) return button;
  return (
    <ChunkErrorBoundary resetKey="language" fallback={button}>
      <Suspense fallback={button}>
        <LanguageMenu opened={opened} onChange={setOpened} />
      </Suspense>
    </ChunkErrorBoundary>
  );
};
