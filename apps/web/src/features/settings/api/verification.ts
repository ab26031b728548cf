import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMyVerification,
  sendBusinessEvidence,
  sendIdentityEvidence,
} from '@kalasetu/shared/api/verification';
import type { BusinessEvidenceInput } from '@kalasetu/shared/verification';
import { request } from '../../../lib/api-client';

const myVerificationKey = ['my-verification'] as const;

export const myVerificationQueryOptions = () =>
  queryOptions({
    queryKey: myVerificationKey,
    queryFn: ({ signal }) => request(getMyVerification, { signal }),
  });

/** The signed-in person's latest request and what their badge shows. */
export const useMyVerification = () => useQuery(myVerificationQueryOptions());

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myVerificationKey });
}

/** An enterprise's GSTIN or Udyam number. */
export function useSendBusinessEvidence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BusinessEvidenceInput) => request(sendBusinessEvidence, { body }),
    onSuccess: refresh,
  });
}

/** A creator's identity document (the file, its type, and optionally its number, of which 4 characters are kept). */
export function useSendIdentityEvidence() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { file: File; documentType: string; documentNumber: string }) => {
      const form = new FormData();
      form.append('documentType', input.documentType);
      form.append('documentNumber', input.documentNumber);
      form.append('file', input.file);
      return request(sendIdentityEvidence, { body: form, onProgress: () => {} });
    },
    onSuccess: refresh,
  });
}
