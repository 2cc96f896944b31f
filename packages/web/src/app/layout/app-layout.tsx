import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PaymentRequiredNotice } from '../../features/billing/components/payment-required-notice';
import { TrialBanner } from '../../features/billing/components/trial-banner';
import { LockGate } from '../../features/lock/lock-gate';
import { GeneratePdfDialog } from '../../features/documents/components/generate-pdf-dialog';
import { PresenceSlot } from '../../features/presence/presence-slot';
import { emitDocumentAction, generatePdf } from '../../lib/document-actions';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { PageLoader } from '../page-loader';
import { allowsTrialBanner, showsFooter, type BarAction } from './layout-rules';
import { MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { usePageTitle } from './use-page-title';

export const HEADER_HEIGHT = 64;

/** The app behind the lock gate: a locked session sees only the lock screen. */
export const AppLayout = () => (
  <LockGate>
    <AppFrame />
  </LockGate>
);

const AppFrame = () => {
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  usePageTitle();
  // Generate PDF asks first when the input is not saved (SPEC §2), else downloads the saved
  // document. Reset goes straight to the open document, which asks its own question.
  const onAction = (action: BarAction) => (action === 'generatePdf' ? void generatePdf() : emitDocumentAction({ type: 'resetForm' }));

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <TopBar menuOpen={menuOpen} onToggleMenu={menu.toggle} onAction={onAction} />
      </AppShell.Header>
      <MobileMenu opened={menuOpen} onClose={menu.close} onAction={onAction} />
      <GeneratePdfDialog />
      <PresenceSlot />
      <AppShell.Main display="flex" style={{ flexDirection: 'column' }}>
        {allowsTrialBanner(pathname) && <TrialBanner />}
        <PaymentRequiredNotice />
        <Box flex={1}>
          <ChunkErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ChunkErrorBoundary>
        </Box>
        {showsFooter(pathname) && <SiteFooter />}
      </AppShell.Main>
    </AppShell>
  );
};
