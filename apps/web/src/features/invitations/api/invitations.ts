import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteCreator,
  listCreatorInvitations,
  listJobInvitations,
  withdrawInvitation,
} from '@kalasetu/shared/api/hiring';
import { listOwnJobs } from '@kalasetu/shared/api/jobs';
import type { InviteCreatorData } from '@kalasetu/shared/hiring';
import { request } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

// An invitation reaches the creator as a notification, so the creator's list refreshes with every live notice.
const creatorInvitationsKey = [...REALTIME_KEYS.notifications, 'invitations'] as const;

/** A page of the invitations the signed-in creator received, newest first, and how many there are. */
export const useCreatorInvitations = (page = 1) =>
  useQuery({
    queryKey: [...creatorInvitationsKey, page],
    queryFn: ({ signal }) => request(listCreatorInvitations, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** The signed-in enterprise's newest open jobs (a page of them): the ones it may invite a creator to. */
export const useOwnOpenJobs = (enabled: boolean) =>
  useQuery({
    queryKey: [...REALTIME_KEYS.jobs, 'enterprise-own', 'open'],
    queryFn: ({ signal }) => request(listOwnJobs, { query: { status: 'open' }, signal }),
    enabled,
  });

/** Invite a creator to one job; the two may then write to each other, so who may be messaged is read again. */
export function useInviteCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, ...body }: InviteCreatorData & { jobId: number }) =>
      (await request(inviteCreator, { params: { id: jobId }, body })).invitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REALTIME_KEYS.messages }),
  });
}

const jobInvitationsKey = (jobId: number) => [...REALTIME_KEYS.jobs, jobId, 'invitations'] as const;

/** Whom the signed-in enterprise invited to one of its jobs (withdrawn ones are gone). */
export const useJobInvitations = (jobId: number) =>
  useQuery({
    queryKey: jobInvitationsKey(jobId),
    queryFn: async ({ signal }) =>
      (await request(listJobInvitations, { params: { id: jobId }, signal })).invitations,
  });

/** Withdraw one invitation; the creator is told by the server. */
export function useWithdrawInvitation(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => request(withdrawInvitation, { params: { id: invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobInvitationsKey(jobId) }),
  });
}
