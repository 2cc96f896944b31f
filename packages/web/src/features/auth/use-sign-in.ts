import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setSessionToken } from '../../lib/session/session-store';

/** Stores the new token and moves on; false when the server's token is unusable. */
export const useSignIn = (): ((token: string, destination: string) => boolean) => {
  const navigate = useNavigate();
  return useCallback(
    (token: string, destination: string) => {
      if (!setSessionToken(token)) return false;
      void navigate(destination, { replace: true });
      return true;
    },
    [navigate],
  );
};
