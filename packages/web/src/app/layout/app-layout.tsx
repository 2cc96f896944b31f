import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PaymentRequiredNotice } from '../../features/billing/components/payment-required-notice';
import { LockGate } from '../../features/lock/lock-gate';
import { PresenceSlot } from '../../features/presence/presence-slot';
import { useSession } from '../../lib/session/session-store';
import { emitDocumentAction, generatePdf, usePdfDialog } from '../../lib/document-actions';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { lazyPage } from '../lazy-page';
import { OnDemand } from '../on-demand';
import { PageLoader } from '../page-loader';
import { allowsTrialBanner, showsFooter, type BarAction } from './layout-rules';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { usePageTitle } from './use-page-title';

export const HEADER_HEIGHT = 64;

// Fetched when first opened: the phone menu and the PDF question are not part of the first page.
const MobileMenu = lazyPage(() => import('./mobile-menu').then((m) => m.MobileMenu));
// Only a signed-in visit has a trial banner (its call checks its answer with a zod schema).
const TrialBanner = lazyPage(() => import('../../features/billing/components/trial-banner').then((m) => m.TrialBanner));
const GeneratePdfDialog = lazyPage(() => import('../../features/documents/components/generate-pdf-dialog').then((m) => m.GeneratePdfDialog));

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
  const pdfDialogOpen = usePdfDialog().opened;
  const signedIn = useSession() !== undefined;
  // Generate PDF asks first when the input is not saved (SPEC §2), else downloads the saved
  // document. Reset goes straight to the open document, which asks its own question.
  const onAction = (action: BarAction) => (action === 'generatePdf' ? void generatePdf() : emitDocumentAction({ type: 'resetForm' }));

  // A fixed bar over a column, in plain boxes: Mantine's AppShell (~5 KB brotli of the first page)
  // would add only resizable side panels this app has none of.
  return (
    <>
      <Box
        component="header"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={HEADER_HEIGHT}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <TopBar menuOpen={menuOpen} onToggleMenu={menu.toggle} onAction={onAction} />
      </Box>
      <OnDemand component={MobileMenu} needed={menuOpen} props={{ opened: menuOpen, onClose: menu.close, onAction }} />
      <OnDemand component={GeneratePdfDialog} needed={pdfDialogOpen} props={{}} />
      <PresenceSlot />
      <Box component="main" display="flex" pt={HEADER_HEIGHT} mih="100dvh" style={{ flexDirection: 'column' }}>
        {signedIn && allowsTrialBanner(pathname) && (
          <ChunkErrorBoundary resetKey="trial-banner" fallback={null}>
            <Suspense fallback={null}>
              <TrialBanner />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        <PaymentRequiredNotice />
        {/* At least a screen tall: the footer starts below the fold while a page is loading, so the
            page's content arriving does not push it out of view (a layout shift; /catalog's CLS was 0.7). */}
        <Box flex={1} mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}>
          <ChunkErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ChunkErrorBoundary>
        </Box>
        {showsFooter(pathname) && <SiteFooter />}
      </Box>
    </>
  );
};
