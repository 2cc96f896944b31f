import { LANDING_SLUGS, SITE_PAGES } from '@atelier/core';
import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { guarded } from './guards/route-guard';
import { lazyPage } from '../lib/lazy-page';
import { AppLayout } from './layout/app-layout';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { PageLoader } from '../components/page-loader';

// One chunk per page: a phone on a slow link downloads only the screen it opens.
// The home page needs only what the first page bundles: it does not wait for the rest of the texts.
const HomePage = lazyPage(() => import('../routes/home-page').then((m) => m.HomePage), { needs: 'first-page' });
const CatalogPage = lazyPage(() => import('../routes/catalog-page').then((m) => m.CatalogPage));
const CatalogAppPage = lazyPage(() => import('../routes/catalog-app-page').then((m) => m.CatalogAppPage));
const PricingPage = lazyPage(() => import('../routes/pricing-page').then((m) => m.PricingPage));
const ContactPage = lazyPage(() => import('../routes/contact-page').then((m) => m.ContactPage));
const LoginPage = lazyPage(() => import('../routes/login-page').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('../routes/register-page').then((m) => m.RegisterPage));
const ForgotPasswordPage = lazyPage(() => import('../routes/forgot-password-page').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('../routes/reset-password-page').then((m) => m.ResetPasswordPage));
const SitePage = lazyPage(() => import('../routes/site-page').then((m) => m.SitePage));
const BlogPage = lazyPage(() => import('../routes/blog-page').then((m) => m.BlogPage));
const ArticlePage = lazyPage(() => import('../routes/article-page').then((m) => m.ArticlePage));
const LandingPage = lazyPage(() => import('../routes/landing-page').then((m) => m.LandingPage));
const CustomerDocumentPage = lazyPage(() => import('../routes/customer-document-page').then((m) => m.CustomerDocumentPage));
// The rest of the table (the app's own pages, the e-mails' links): a chunk of its own, with each
// of its pages' preload lists. Its pages wait for their own texts and calendars (lazyPage).
const SignedInRoutes = lazyPage(() => import('./signed-in-routes').then((m) => m.SignedInRoutes), { needs: 'first-page' });

/**
 * The public pages the server sends as HTML (features/site on the server), by path: main.tsx
 * fetches the one the address names before the app's first render, so that the server's page stays
 * on screen until the app can draw that page, instead of a loader in between.
 */
const PUBLIC_PAGES: [string, { preload: () => Promise<unknown> }][] = [
  ['/', HomePage],
  ['/catalog', CatalogPage],
  ['/catalog/:key', CatalogAppPage],
  ['/pricing', PricingPage],
  ['/contact', ContactPage],
  // Opened daily by every account: small and drawn at once like the site's pages (issue 28).
  ['/login', LoginPage],
  ['/register', RegisterPage],
  ['/blog', BlogPage],
  ['/blog/:slug', ArticlePage],
  ...SITE_PAGES.map((name): [string, typeof SitePage] => [`/${name}`, SitePage]),
  ...LANDING_SLUGS.map((slug): [string, typeof LandingPage] => [`/${slug}`, LandingPage]),
  // A customer's document (issue 29): readable without JavaScript; never indexed, never cached.
  ['/d/:token', CustomerDocumentPage],
];

const publicPage = (pathname: string) => PUBLIC_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1];

/** Fetches the page of a public address ahead; nothing for the other ones. */
export const preloadPublicPage = (pathname: string): Promise<unknown> => publicPage(pathname)?.preload() ?? Promise.resolve();

/** Fetches ahead what the address needs before the app's first render: its public page, else the rest of the route table. */
export const preloadPage = (pathname: string): Promise<unknown> => (publicPage(pathname) ?? SignedInRoutes).preload();

/** The public site's pages and the sign-in ones (the server renders them: entry-server.tsx); not the app's own (/dashboard…). */
export const isPublicPage = (pathname: string): boolean => publicPage(pathname) !== undefined;

/** The route table (SPEC §2). Pages not built yet are left out, so their paths fall back to '/'. */
export const AppRoutes = () => (
  <Routes>
    {/* The workshop's page to its customer: none of the app's bar, menu or footer. */}
    <Route
      path="d/:token"
      element={
        <ChunkErrorBoundary resetKey="customer-page">
          <Suspense fallback={<PageLoader />}>{guarded('public', CustomerDocumentPage)}</Suspense>
        </ChunkErrorBoundary>
      }
    />
    <Route element={<AppLayout />}>
      <Route index element={guarded('public', HomePage)} />
      <Route path="catalog" element={guarded('public', CatalogPage)} />
      <Route path="catalog/:key" element={guarded('public', CatalogAppPage)} />
      <Route path="pricing" element={guarded('public', PricingPage)} />
      <Route path="contact" element={guarded('public', ContactPage)} />
      {SITE_PAGES.map((name) => (
        <Route key={name} path={name} element={guarded('public', SitePage)} />
      ))}
      <Route path="blog" element={guarded('public', BlogPage)} />
      <Route path="blog/:slug" element={guarded('public', ArticlePage)} />
      {LANDING_SLUGS.map((slug) => (
        <Route key={slug} path={slug} element={guarded('public', LandingPage)} />
      ))}
      <Route path="login" element={guarded('guest', LoginPage)} />
      <Route path="register" element={guarded('guest', RegisterPage)} />
      <Route path="forgot-password" element={guarded('guest', ForgotPasswordPage)} />
      <Route path="reset-password" element={guarded('guest', ResetPasswordPage)} />
      <Route path="*" element={<SignedInRoutes />} />
    </Route>
  </Routes>
);
