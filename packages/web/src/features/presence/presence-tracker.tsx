import { isId } from '@atelier/core';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-store';
import { useFormTitle } from '../../lib/title-lookup';
import { presencePayload } from './page-info';
import { usePresenceConnection } from './use-presence-connection';

/** Announces where this visitor is; renders nothing. */
const PresenceTracker = () => {
  const { pathname, search } = useLocation();
  const session = useSession();
  const base = presencePayload({ pathname, search, session, referrer: document.referrer });
  // SPEC §7 title lookup: the title of the form behind the page (a saved document's id finds none,
  // and a public submission's id is not a form's): failures read as no title.
  const formId = base.documentId && isId(base.documentId) && !pathname.startsWith('/public-submissions/') ? base.documentId : undefined;
  const title = useFormTitle(base.isPublic ? 'public' : 'user', formId);
  usePresenceConnection({ token: session?.token, payload: { ...base, documentTitle: title || null } });
  return null;
};

export default PresenceTracker;
