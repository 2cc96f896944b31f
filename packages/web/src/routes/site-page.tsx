import { SITE_PAGES, type SitePageName } from '@atelier/core';
import { Navigate, useLocation } from 'react-router';
import { QueryState } from '../components/query-state';
import { SitePageView, useSitePage } from '../features/site';

const isSitePage = (name: string): name is SitePageName => (SITE_PAGES as readonly string[]).includes(name);

const Page = ({ name }: { name: SitePageName }) => {
  const page = useSitePage(name);
  return (
    <QueryState query={page} errorTitle="site.loadFailed" loadingLabel="site.loading">
      {() => page.data && <SitePageView page={page.data} />}
    </QueryState>
  );
};

/** SPEC §2 /help, /terms, /privacy, /cookies, /anpc, /legal: the page of content/pages named by the path. */
export const SitePage = () => {
  const name = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  if (!isSitePage(name)) return <Navigate to="/" replace />;
  return <Page name={name} />;
};
