import type { PresenceUpdate } from '@atelier/core';
import type { Session } from '../../lib/session/token';

export type PageVisit = { pathname: string; search: string; session: Session | undefined; referrer: string };

const DOCUMENT_PATH = /^\/(documents|public-doc-steps|public-submissions)\/([^/?#]+)/;

/**
 * SPEC §3 Presence update for the page a visitor is on. /documents/{id} is the editor for a
 * signed-in user and the public form for an anonymous visitor (SPEC §2), hence `isPublic`.
 * The title comes from the title lookup (the tracker adds it once known).
 */
export const presencePayload = ({ pathname, search, session, referrer }: PageVisit): PresenceUpdate => {
  const match = DOCUMENT_PATH.exec(pathname);
  const section = match?.[1];
  return {
    page: `${pathname}${search}`,
    documentId: match?.[2] ?? null,
    documentTitle: null,
    isPublic: section === 'public-doc-steps' || section === 'public-submissions' || (section === 'documents' && !session),
    referrer: referrer || null,
    email: session?.claims.email ?? null,
    user_id: session ? (session.claims.is_admin ? 'admin' : session.claims.sub) : null,
  };
};
