import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PaymentRequiredNotice, TrialBanner } from '../../features/billing';
import { GeneratePdfDialog, emitDocumentAction, generatePdf, usePdfDialog } from '../../features/documents';
import { LockGate } from '../../features/lock';
import { PresenceSlot } from '../../features/presence';
import { usePaymentRequired } from '../../lib/payment-required';
import { useSession } from '../../lib/session/session-store';
import { ChunkErrorBoundary } from '../chunk-error-boundary';
import { lazyPage } from '../../lib/lazy-page';
import { OnDemand } from '../on-demand';
import { PageLoader } from '../../components/page-loader';
import { allowsTrialBanner, showsFooter, type BarAction } from './layout-rules';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { usePageTitle } from './use-page-title';

export const HEADER_HEIGHT = 64;

// Fetched when first opened: the phone menu and the PDF question are not part of the first page.
const MobileMenu = lazyPage(() => import('./mobile-menu').then((m) => m.MobileMenu));
// The trial banner and the PDF question are chunks of their own too (their features' index.ts).

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
  const paymentRequired = usePaymentRequired() !== undefined;
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
      <OnDemand component={MobileMenu} needed={menuOpen} props={{ opened: menuOpen, onClose: menu.close }} />
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
        <OnDemand component={PaymentRequiredNotice} needed={paymentRequired} props={{}} />
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
