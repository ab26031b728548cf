import { useQuery } from '@tanstack/react-query';
import { adminInvoices, getGstin, listJobInvoices } from '@kalasetu/shared/api/payments';
import { request } from '../../../lib/api-client';
import { agreementKeys } from './agreement';

/** Under the agreements' live-update prefix: a confirmation or a credit note refreshes them (decision 240). */
export const invoiceKeys = {
  ofJob: (jobId: number) => [...agreementKeys.all, 'invoices', jobId] as const,
  admin: [...agreementKeys.all, 'invoices', 'admin'] as const,
  gstin: [...agreementKeys.all, 'gstin'] as const,
};

export function useJobInvoices(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.ofJob(jobId),
    queryFn: ({ signal }) => request(listJobInvoices, { params: { id: jobId }, signal }),
    enabled,
  });
}

export function useAdminInvoices() {
  return useQuery({
    queryKey: invoiceKeys.admin,
    queryFn: ({ signal }) => request(adminInvoices, { signal }),
  });
}

export function useGstin() {
  return useQuery({
    queryKey: invoiceKeys.gstin,
    queryFn: ({ signal }) => request(getGstin, { signal }),
  });
}

/** The PDF in the reader's language; a plain link, so the browser downloads it with the session cookie. */
export const invoicePdfUrl = (id: number, lang: string) =>
  `/api/invoices/${id}/pdf?lang=${encodeURIComponent(lang.split('-')[0] ?? 'en')}`;
