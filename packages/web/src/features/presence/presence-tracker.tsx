import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-store';
import { presencePayload } from './page-info';
import { usePresenceConnection } from './use-presence-connection';

/** Announces where this visitor is; renders nothing. */
const PresenceTracker = () => {
  const { pathname, search } = useLocation();
  const session = useSession();
  const payload = presencePayload({ pathname, search, session, referrer: document.referrer });
  usePresenceConnection({ token: session?.token, payload });
  return null;
};

export default PresenceTracker;
