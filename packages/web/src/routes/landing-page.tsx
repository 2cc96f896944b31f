import { LANDING_SLUGS, type CatalogEntryDto, type LandingSlug } from '@atelier/core';
import { SimpleGrid } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { QueryState } from '../components/query-state';
import { AppCard, CatalogActions, PreviewButton, useAccessStates, useCatalogEntries } from '../features/applications';
import { LandingView, useLanding, useSiteExtras } from '../features/site';
import { useSession } from '../lib/session/session-store';

const isLanding = (slug: string): slug is LandingSlug => (LANDING_SLUGS as readonly string[]).includes(slug);

/** The catalogue applications a landing page names, in its order, with the catalogue's own actions. */
const Applications = ({ keys }: { keys: string[] }) => {
  const session = useSession();
  const signedIn = session !== undefined && !session.claims.is_admin;
  const catalog = useCatalogEntries(keys);
  const { stateOf } = useAccessStates(signedIn);
  const byKey = new Map((catalog.data ?? []).map((entry) => [entry.key, entry]));
  const entries = keys.map((key) => byKey.get(key)).filter((entry): entry is CatalogEntryDto => entry !== undefined);
  return (
    <QueryState query={catalog} errorTitle="site.catalogFailed" loadingLabel="site.loading">
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {entries.map((entry) => (
            <AppCard
              key={entry.id}
              id={entry.id}
              title={entry.title}
              description={entry.description}
              actions={
                <>
                  <CatalogActions entry={entry} state={!signedIn ? 'visitor' : (stateOf?.(entry.id, entry.isPublic) ?? 'loading')} />
                  <PreviewButton entry={entry} />
                </>
              }
            />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
};

const Landing = ({ slug }: { slug: LandingSlug }) => {
  const landing = useLanding(slug);
  const extras = useSiteExtras();
  // The text waits for the catalogue too: its application cards, drawn a moment after the text,
  // pushed the rest of the page down (a 0.36 layout shift on a phone). A failed catalogue still
  // shows the text, with the cards' own error in their place. Only the page's applications are
  // asked for (not the whole catalogue: it travelled in the server's page, ~170 KB of JSON).
  const catalog = useCatalogEntries(landing.data?.meta.applications);
  return (
    <QueryState query={landing.isSuccess && catalog.isPending ? catalog : landing} errorTitle="site.loadFailed" loadingLabel="site.loading">
      {() => landing.data && <LandingView landing={landing.data} extras={extras.data} applications={<Applications keys={landing.data.meta.applications} />} />}
    </QueryState>
  );
};

/** SPEC §2 landing pages (/devize-service-auto, /foi-de-parcurs, …): text, applications, FAQ, contact. */
export const LandingPage = () => {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  if (!isLanding(slug)) return <Navigate to="/" replace />;
  return <Landing slug={slug} />;
};
