import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './end-session';
import type { SessionEndReason } from './session-events';

/** endSession bound to this app's query cache and router. */
export const useEndSession = (): ((reason: SessionEndReason) => Promise<void>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback((reason: SessionEndReason) => endSession(reason, { queryClient, navigate }), [queryClient, navigate]);
};
