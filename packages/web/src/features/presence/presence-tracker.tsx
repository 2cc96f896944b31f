import { isId } from '@atelier/core';
import { useLocation } from 'react-router';
import { useAnnouncedPageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-store';
import { useFormTitle } from '../documents';
import { presencePayload } from './page-info';
import { usePresenceConnection } from './use-presence-connection';

/** Announces where this visitor is; renders nothing. */
const PresenceTracker = () => {
  const { pathname, search } = useLocation();
  const session = useSession();
  const base = presencePayload({ pathname, search, session, referrer: document.referrer });
  // SPEC §7 title lookup: the title of a public form behind the page (a public submission's id is
  // not a form's): failures read as no title. A signed-in /documents/{id} may name a saved
  // document, whose id no form lookup finds (a 404 on every open): that page announces its title.
  const id = base.documentId && isId(base.documentId) ? base.documentId : undefined;
  const editorPage = !base.isPublic && pathname.startsWith('/documents/');
  const looked = useFormTitle('public', base.isPublic && !pathname.startsWith('/public-submissions/') ? id : undefined);
  const announced = useAnnouncedPageTitle(editorPage ? id : undefined);
  const title = editorPage ? announced : looked;
  usePresenceConnection({ token: session?.token, payload: { ...base, documentTitle: title || null } });
  return null;
};

export default PresenceTracker;
