import { Suspense, useState } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { AccountButton } from './account-button';
import type { BarAction } from './layout-rules';

const AccountMenu = lazyPage(() => import('./account-menu').then((m) => m.AccountMenu));

/**
 * The bar's account menu (issue 28). The menu's chunk (the positioning library) is fetched on the
 * first click and opens as soon as it has arrived; until then the same button stands in its place.
 */
export const AccountSlot = ({ onAction }: { onAction: (action: BarAction) => void }) => {
  const [loaded, setLoaded] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (
    <AccountButton
      onClick={() => {
        setLoaded(true);
        setOpened(true);
      }}
    />
  );
  if (!loaded) return button;
  return (
    <ChunkErrorBoundary resetKey="account-menu" fallback={button}>
      <Suspense fallback={button}>
        <AccountMenu opened={opened} onChange={setOpened} onAction={onAction} />
      </Suspense>
    </ChunkErrorBoundary>
  );
};
