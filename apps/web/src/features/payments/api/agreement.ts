import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AdminPaymentsResponse, AgreementResponse, AgreementSummary } from '@kalasetu/shared/payments';
import { api } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

/** Every key starts with the live-update prefix, so `agreement.updated` refreshes each view (lib/realtime-keys.ts). */
export const agreementKeys = {
  all: REALTIME_KEYS.agreements,
  one: (jobId: number) => [...REALTIME_KEYS.agreements, 'job', jobId] as const,
  mine: [...REALTIME_KEYS.agreements, 'mine'] as const,
  admin: [...REALTIME_KEYS.agreements, 'admin'] as const,
  payout: [...REALTIME_KEYS.agreements, 'payout'] as const,
};

export function useAgreement(jobId: number | null) {
  return useQuery({
    queryKey: agreementKeys.one(jobId ?? 0),
    queryFn: ({ signal }) => api<AgreementResponse>(`/api/jobs/${jobId}/agreement`, { signal }),
    enabled: jobId !== null,
    retry: false,
  });
}

export function useMyAgreements() {
  return useQuery({
    queryKey: agreementKeys.mine,
    queryFn: ({ signal }) => api<{ agreements: AgreementSummary[] }>('/api/agreements', { signal }),
  });
}

export function useAdminPayments() {
  return useQuery({
    queryKey: agreementKeys.admin,
    queryFn: ({ signal }) => api<AdminPaymentsResponse>('/api/admin/payments', { signal }),
  });
}

export function usePayoutVpa(enabled: boolean) {
  return useQuery({
    queryKey: agreementKeys.payout,
    queryFn: ({ signal }) => api<{ vpa: string | null }>('/api/me/payout', { signal }),
    enabled,
  });
}

const newKey = () => globalThis.crypto.randomUUID();

export interface Step {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * One write of an agreement or payment. Its Idempotency-Key is kept until the server answers, so sending the same
 * step again after a lost reply is answered once; a new key is taken for the next step.
 */
export function useAgreementStep<T = AgreementResponse>() {
  const queryClient = useQueryClient();
  const key = useRef(newKey());
  return useMutation({
    mutationFn: (step: Step) =>
      api<T>(step.path, { method: step.method, body: step.body ?? {}, idempotencyKey: key.current }),
    onSettled: (_data, error) => {
      // A refusal or success is an answer: the next step is a new action. A network failure keeps the key.
      if (!error || (error as { status?: number }).status !== 0) key.current = newKey();
      // A refusal refreshes too: terms changed meanwhile (409 terms_changed) are shown for the person to read.
      return queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    },
  });
}
