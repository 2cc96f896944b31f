import type { DocumentDto } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQuery } from '../account';
import { standingOf } from '../account';
import { teamQuery } from './api/get-team';
import { displayName } from './display-name';

/**
 * Who made a document, for "Made by …": only when it tells something, that is when the business has
 * more than one member (a member always shares it with the owner) or someone else made it.
 */
export const useMadeBy = (): ((document: Pick<DocumentDto, 'created_by'>) => string | undefined) => {
  const me = useQuery(meQuery());
  const standing = me.data && standingOf(me.data);
  // Only the owner may read the team; a member knows there are at least two of them.
  const team = useQuery({ ...teamQuery(), enabled: standing?.permissions.team ?? false });
  const several = standing?.role === 'member' || (team.data?.members.length ?? 1) > 1;
  const myId = me.data?.id;
  return useCallback(
    ({ created_by }) => (created_by && (several || created_by.id !== myId) ? displayName(created_by) : undefined),
    [several, myId],
  );
};
