/** GET /invitations (ADMIN): the invitations not yet accepted or withdrawn, newest first, expired ones included. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const invitationsQueryKey = ['invitations'] as const;

export function getInvitations(): Promise<Invitation[]> {
  return backOfficeRequest<Invitation[]>('/invitations');
}

export function invitationsQueryOptions() {
  return queryOptions({ queryKey: invitationsQueryKey, queryFn: getInvitations });
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
