import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Operation, ResponseOf } from '@kalasetu/shared/api/operation';
import * as ops from '@kalasetu/shared/api/payments';
import { request, type RequestInput } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

/** Every key starts with the live-update prefix, so `agreement.updated` refreshes each view (lib/realtime-keys.ts). */
export const agreementKeys = {
  all: REALTIME_KEYS.agreements,
  one: (jobId: number) => [...REALTIME_KEYS.agreements, 'job', jobId] as const,
  mine: [...REALTIME_KEYS.agreements, 'mine'] as const,
  admin: [...REALTIME_KEYS.agreements, 'admin'] as const,
  payout: [...REALTIME_KEYS.agreements, 'payout'] as const,
  dispute: (paymentId: number) => [...REALTIME_KEYS.agreements, 'dispute', paymentId] as const,
  nextSteps: [...REALTIME_KEYS.agreements, 'next-steps'] as const,
};

export function useAgreement(jobId: number | null) {
  return useQuery({
    queryKey: agreementKeys.one(jobId ?? 0),
    queryFn: ({ signal }) => request(ops.getAgreement, { params: { id: jobId ?? 0 }, signal }),
    enabled: jobId !== null,
    retry: false,
  });
}

export function useMyAgreements() {
  return useQuery({
    queryKey: agreementKeys.mine,
    queryFn: ({ signal }) => request(ops.listMyAgreements, { signal }),
  });
}

export function useAdminPayments() {
  return useQuery({
    queryKey: agreementKeys.admin,
    queryFn: ({ signal }) => request(ops.adminPayments, { signal }),
  });
}

export function usePayoutVpa(enabled: boolean) {
  return useQuery({
    queryKey: agreementKeys.payout,
    queryFn: ({ signal }) => request(ops.getPayout, { signal }),
    enabled,
  });
}

/** A disputed payment with everything it is judged on (the two parties and admins only). */
export function useDispute(paymentId: number, enabled = true) {
  return useQuery({
    queryKey: agreementKeys.dispute(paymentId),
    queryFn: ({ signal }) => request(ops.getDispute, { params: { id: paymentId }, signal }),
    enabled,
  });
}

/** What the signed-in person must do next on their agreements: the dashboard leads with it. */
export function useNextSteps() {
  return useQuery({
    queryKey: agreementKeys.nextSteps,
    queryFn: ({ signal }) => request(ops.listNextSteps, { signal }),
  });
}

const newKey = () => globalThis.crypto.randomUUID();

/** What a step's caller gives: the path's parameters and the body (the key and signal are the hook's). */
type StepInput<O> = Omit<RequestInput<O>, 'idempotencyKey' | 'signal'>;

/**
 * One write of an agreement or payment. Its Idempotency-Key is kept until the server answers, so sending the same
 * step again after a lost reply is answered once; a new key is taken for the next step.
 */
function useStep<O extends Operation>(operation: O) {
  const queryClient = useQueryClient();
  const key = useRef(newKey());
  const send = request as (op: Operation, input: RequestInput<Operation>) => Promise<ResponseOf<O>>;
  return useMutation({
    mutationFn: (input: StepInput<O>) =>
      send(operation, { ...(input as RequestInput<Operation>), idempotencyKey: key.current }),
    onSettled: (_data, error) => {
      // A refusal or success is an answer: the next step is a new action. A network failure keeps the key.
      if (!error || (error as { status?: number }).status !== 0) key.current = newKey();
      // A refusal refreshes too: terms changed meanwhile (409 terms_changed) are shown for the person to read.
      return queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    },
  });
}

export const useSendTerms = () => useStep(ops.sendTerms);
export const useAcceptAgreement = () => useStep(ops.acceptAgreement);
export const useRequestTermsChange = () => useStep(ops.requestTermsChange);
export const useDeliverPart = () => useStep(ops.deliverPart);
export const useApprovePart = () => useStep(ops.approvePart);
export const useRequestPartChanges = () => useStep(ops.requestPartChanges);
export const useRemoveDeliveryFile = () => useStep(ops.removeDeliveryFile);
export const useRecordPayment = () => useStep(ops.recordPayment);
export const useConfirmPayment = () => useStep(ops.confirmPayment);
export const useDisputePayment = () => useStep(ops.disputePayment);
export const useAddEvidenceNote = () => useStep(ops.addEvidenceNote);
export const useUploadEvidenceFile = () => useStep(ops.uploadEvidenceFile);
export const useSetPayout = () => useStep(ops.setPayout);
export const useResolveDispute = () => useStep(ops.resolveDispute);
export const useSetLinkedAccount = () => useStep(ops.setLinkedAccount);
export const useSetGstin = () => useStep(ops.setGstin);
export const useIssueCreditNote = () => useStep(ops.issueCreditNote);
